import { type LoginResult, USER_STATUS } from '@hgsc/contracts';
import { consumeCaptcha } from '../../platform/captcha/service.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { burnPasswordCheck, verifyPassword } from '../../platform/security/password.ts';
import { type ClientMeta, issueSession } from './issue-session.ts';
import { admitLoginAttempt, loginSubject, recordLoginFailure, resetLoginThrottle } from './login-throttle.ts';
import type { UserRow } from './tables.ts';
import { findUserByLoginName } from './users-repo.ts';

/**
 * POST /user/pwd/login. Unknown account and wrong password answer alike (same message, same
 * work); a disabled account is only named after the right password.
 */
export async function loginWithPassword(
  ctx: AppContext,
  input: { userName: string; password: string; captchaVerification?: string | undefined },
  meta: ClientMeta,
): Promise<{ user: UserRow; result: LoginResult }> {
  await consumeCaptcha(ctx, input.captchaVerification);
  const identifier = input.userName.trim();
  const user = await findUserByLoginName(ctx.db, identifier);
  const subject = loginSubject(user?.id, identifier);
  await admitLoginAttempt(ctx.limiter, subject, meta.ip);

  let passwordOk = false;
  if (user) passwordOk = await verifyPassword(user.passwordHash, input.password);
  else await burnPasswordCheck(input.password);
  if (!user || !passwordOk) {
    await recordLoginFailure(ctx.limiter, meta.ip);
    throw new AppError('VALIDATION', 'user.loginFailed');
  }
  if (user.status !== USER_STATUS.ENABLED) throw new AppError('FORBIDDEN', 'user.disabled');
  await resetLoginThrottle(ctx.limiter, subject);
  return { user, result: await issueSession(ctx, user, meta) };
}
