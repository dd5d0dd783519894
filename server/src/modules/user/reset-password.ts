import { revokeUserSessions } from '../../platform/auth/sessions.ts';
import type { AppContext } from '../../platform/context.ts';
import { hashPassword } from '../../platform/security/password.ts';
import { consumeSmsCode } from '../../platform/sms/codes.ts';
import { loginSubject, resetLoginThrottle } from './login-throttle.ts';
import type { UserRow } from './tables.ts';
import { findUserByMobile, mobileNotRegistered, updateUser } from './users-repo.ts';

/**
 * POST /user/lose/pwd: a forgotten password reset by the code sent to the registered mobile. The
 * code is checked first: this call has no captcha, so it must not tell which numbers are registered
 * (a lose code is only ever sent to a registered one).
 */
export async function resetPassword(
  ctx: AppContext,
  input: { mobile: string; code: string; password: string },
): Promise<UserRow> {
  await consumeSmsCode(ctx, { mobile: input.mobile, purpose: 'lose_pwd', code: input.code });
  const user = await findUserByMobile(ctx.db, input.mobile);
  if (!user) throw mobileNotRegistered();
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    await updateUser(tx, user.id, { passwordHash });
    await revokeUserSessions(tx, user.id);
  });
  // The owner proved the mobile: a lock-out from earlier guesses ends with the reset.
  await resetLoginThrottle(ctx.limiter, loginSubject(user.id, user.userName));
  return user;
}
