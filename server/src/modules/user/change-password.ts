import { revokeUserSessions } from '../../platform/auth/sessions.ts';
import type { AppContext } from '../../platform/context.ts';
import { invalidField } from '../../platform/http/app-error.ts';
import { hashPassword, verifyPassword } from '../../platform/security/password.ts';
import { consumeSmsCode } from '../../platform/sms/codes.ts';
import { LOGIN_MAX_TRIES_PER_ACCOUNT, LOGIN_WINDOW_SECONDS, throttled } from './login-throttle.ts';
import type { UserRow } from './tables.ts';
import { updateUser } from './users-repo.ts';

const checkKey = (userId: number) => `pwdcheck:${userId}`;

/**
 * POST /user/change/pwd: current password + code to the own mobile. Guesses at the current
 * password are throttled like logins; success ends every session of the user.
 */
export async function changePassword(
  ctx: AppContext,
  user: UserRow,
  input: { oldPassword: string; newPassword: string; code: string },
): Promise<void> {
  const tries = await ctx.limiter.hit(checkKey(user.id), LOGIN_WINDOW_SECONDS);
  if (tries.count > LOGIN_MAX_TRIES_PER_ACCOUNT) throw throttled(tries.retryAfterSeconds, 'user.passwordCheckThrottled');
  if (!(await verifyPassword(user.passwordHash, input.oldPassword))) throw invalidField('oldPassword', 'user.oldPasswordWrong');
  await ctx.limiter.reset(checkKey(user.id));
  if (input.newPassword === input.oldPassword) throw invalidField('newPassword', 'user.samePassword');
  await consumeSmsCode(ctx, { mobile: user.mobile, purpose: 'change_pwd', code: input.code });
  const passwordHash = await hashPassword(input.newPassword);
  await ctx.db.transaction(async (tx) => {
    await updateUser(tx, user.id, { passwordHash });
    await revokeUserSessions(tx, user.id);
  });
}
