import type { SubAccount, SubAccountUpdateBody } from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { forbidden } from '../../platform/http/app-error.ts';
import { companyMembers } from '../company/index.ts';
import { updateUser } from '../user/index.ts';
import { assertCanGrant, assertCanManage, findMember, isOwnedBy, type Manager, normaliseCodes } from './access.ts';
import { toSubAccount } from './view.ts';

/**
 * POST /user/subaccount/update: the name (of an account the company created) and/or the
 * permissions. Permissions are read with the session on every request, so a change applies to
 * the sub-account's next call.
 */
export async function updateSubAccount(tx: Db, manager: Manager, input: SubAccountUpdateBody): Promise<SubAccount> {
  const permissions = input.permissions === undefined ? undefined : normaliseCodes(input.permissions);
  if (permissions) assertCanGrant(manager, permissions);
  const target = await findMember(tx, manager.companyId, input.id, true);
  assertCanManage(manager, target);
  let { member, user } = target;
  if (input.name !== undefined && input.name !== user.name) {
    if (!isOwnedBy(user, manager.companyId)) throw forbidden('subaccount.notOwned');
    user = await updateUser(tx, user.id, { name: input.name });
  }
  if (permissions) {
    const [updated] = await tx
      .update(companyMembers)
      .set({ permissions, updatedAt: new Date() })
      .where(eq(companyMembers.id, member.id))
      .returning();
    if (updated) member = updated;
  }
  return toSubAccount(member, user);
}
