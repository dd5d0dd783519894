import type { SubAccount } from '@hgsc/contracts';
import { revokeUserSessions } from '../../platform/auth/sessions.ts';
import type { AppContext } from '../../platform/context.ts';
import { forbidden } from '../../platform/http/app-error.ts';
import { hashPassword } from '../../platform/security/password.ts';
import { loginSubject, resetLoginThrottle, updateUser } from '../user/index.ts';
import { assertCanManage, findMember, isOwnedBy, type Manager } from './access.ts';
import { toSubAccount } from './view.ts';

/**
 * POST /user/subaccount/reset/pwd: a new password for an account the company created; every
 * session of it ends. A member who joined by invitation owns its account: 403.
 */
export async function resetSubAccountPassword(
  ctx: AppContext,
  manager: Manager,
  input: { id: number; password: string },
): Promise<SubAccount> {
  const passwordHash = await hashPassword(input.password);
  const result = await ctx.db.transaction(async (tx) => {
    const target = await findMember(tx, manager.companyId, input.id, true);
    assertCanManage(manager, target);
    if (!isOwnedBy(target.user, manager.companyId)) throw forbidden('subaccount.notOwned');
    const user = await updateUser(tx, input.id, { passwordHash });
    await revokeUserSessions(tx, input.id);
    return toSubAccount(target.member, user);
  });
  // The new password is the company's answer to a locked-out sub-account.
  await resetLoginThrottle(ctx.limiter, loginSubject(input.id, ''));
  return result;
}
