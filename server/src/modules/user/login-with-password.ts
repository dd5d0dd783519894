import type { LoginResult } from '@hgsc/contracts';
import { consumeCaptcha } from '../../platform/captcha/service.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { burnPasswordCheck, verifyPassword } from '../../platform/security/password.ts';
import { type ClientMeta, issueSession } from './issue-session.ts';
import { admitLoginAttempt, loginSubject, loginSucceeded } from './login-throttle.ts';
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

  const passwordOk = user ? await verifyPassword(user.passwordHash, input.password) : await burnPasswordCheck(input.password);
  if (!user || !passwordOk) throw new AppError('VALIDATION', 'user.loginFailed');
  const result = await issueSession(ctx, user, meta);
  await loginSucceeded(ctx.limiter, subject, meta.ip);
  return { user, result };
}
