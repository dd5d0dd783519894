import type { LoginResult } from '@hgsc/contracts';
import { consumeCaptcha } from '../../platform/captcha/service.ts';
import type { AppContext } from '../../platform/context.ts';
import { consumeSmsCode } from '../../platform/sms/codes.ts';
import { type ClientMeta, issueSession } from './issue-session.ts';
import type { UserRow } from './tables.ts';
import { findUserByMobile, mobileNotRegistered } from './users-repo.ts';

/** POST /user/sms/login: mobile plus the login code sent to it. */
export async function loginWithSms(
  ctx: AppContext,
  input: { mobile: string; code: string; captchaVerification?: string | undefined },
  meta: ClientMeta,
): Promise<{ user: UserRow; result: LoginResult }> {
  await consumeCaptcha(ctx, input.captchaVerification);
  const user = await findUserByMobile(ctx.db, input.mobile);
  if (!user) throw mobileNotRegistered();
  await consumeSmsCode(ctx, { mobile: input.mobile, purpose: 'login', code: input.code });
  return { user, result: await issueSession(ctx, user, meta) };
}
