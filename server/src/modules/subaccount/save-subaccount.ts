import type { SubAccount, SubAccountSaveBody } from '@hgsc/contracts';
import type { AppContext } from '../../platform/context.ts';
import { violatedUniqueConstraint } from '../../platform/db/errors.ts';
import { hashPassword } from '../../platform/security/password.ts';
import { companyMembers } from '../company/index.ts';
import { isMobileTaken, isUserNameTaken, mobileTaken, userNameTaken, users } from '../user/index.ts';
import { assertCanGrant, type Manager, normaliseCodes } from './access.ts';
import { toSubAccount } from './view.ts';

/**
 * POST /user/subaccount/save: a new user that exists only for the company (owner_company_id),
 * acting for it from its first login, with the granted permissions. A taken user name or mobile
 * is a 409 naming the field (an existing user can be invited instead).
 */
export async function saveSubAccount(ctx: AppContext, manager: Manager, input: SubAccountSaveBody): Promise<SubAccount> {
  const permissions = normaliseCodes(input.permissions);
  assertCanGrant(manager, permissions);
  if (await isUserNameTaken(ctx.db, input.userName)) throw userNameTaken();
  if (await isMobileTaken(ctx.db, input.mobile)) throw mobileTaken();
  const passwordHash = await hashPassword(input.password);
  try {
    return await ctx.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          userName: input.userName,
          mobile: input.mobile,
          name: input.name,
          passwordHash,
          ownerCompanyId: manager.companyId,
          activeCompanyId: manager.companyId,
        })
        .returning();
      if (!user) throw new Error('user insert returned no row');
      const [member] = await tx
        .insert(companyMembers)
        .values({ companyId: manager.companyId, userId: user.id, isMain: false, permissions })
        .returning();
      if (!member) throw new Error('member insert returned no row');
      return toSubAccount(member, user);
    });
  } catch (error) {
    // A parallel registration or save won the race for the same name or number.
    const constraint = violatedUniqueConstraint(error);
    if (constraint?.includes('mobile')) throw mobileTaken();
    if (constraint?.includes('user_name')) throw userNameTaken();
    throw error;
  }
}
