import { consumeCaptcha } from '../../platform/captcha/service.ts';
import type { AppContext } from '../../platform/context.ts';
import { sendSmsCode } from '../../platform/sms/codes.ts';
import { maskMobile } from './user-info.ts';
import { findUserByMobile, mobileNotRegistered } from './users-repo.ts';

/**
 * GET /user/send/login/code and /user/send/lose/code. The captcha is spent first, so the
 * "not registered" answer the registration UI needs cannot be harvested without solving one.
 */
export async function sendCodeToRegisteredMobile(
  ctx: AppContext,
  input: { mobile: string; purpose: 'login' | 'lose_pwd'; captchaVerification?: string | undefined; ip: string | null },
) {
  await consumeCaptcha(ctx, input.captchaVerification);
  if (!(await findUserByMobile(ctx.db, input.mobile))) throw mobileNotRegistered();
  const sent = await sendSmsCode(ctx, { mobile: input.mobile, purpose: input.purpose, ip: input.ip });
  return { resendAfterSeconds: sent.resendAfterSeconds, mobileMasked: maskMobile(input.mobile) };
}
