import { SUBACCOUNT_STATUS, type SubAccount, type SubAccountStatus } from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import { revokeUserSessions } from '../../platform/auth/sessions.ts';
import type { Db } from '../../platform/db/client.ts';
import { wrongState } from '../../platform/http/app-error.ts';
import { companyMembers } from '../company/index.ts';
import { assertCanManage, findMember, type Manager } from './access.ts';
import { toSubAccount } from './view.ts';

/**
 * POST /user/subaccount/enable and /disable. Disabling switches the membership off and ends every
 * session of the user in the same transaction — its token answers E_300 at once. An account the
 * company created then cannot log in (issueSession checks its membership); a member who joined by
 * invitation keeps its own account. users.status stays the operator's alone: a company can never
 * lift a ban the platform imposed.
 */
export async function setSubAccountStatus(
  tx: Db,
  manager: Manager,
  userId: number,
  status: SubAccountStatus,
): Promise<SubAccount> {
  const target = await findMember(tx, manager.companyId, userId, true);
  assertCanManage(manager, target);
  if (target.member.status === status) {
    throw wrongState(status === SUBACCOUNT_STATUS.ENABLED ? 'subaccount.alreadyEnabled' : 'subaccount.alreadyDisabled');
  }
  const [member] = await tx
    .update(companyMembers)
    .set({ status, updatedAt: new Date() })
    .where(eq(companyMembers.id, target.member.id))
    .returning();
  if (status === SUBACCOUNT_STATUS.DISABLED) await revokeUserSessions(tx, userId);
  return toSubAccount(member ?? target.member, target.user);
}
