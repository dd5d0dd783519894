import { consumeCaptcha } from '../../platform/captcha/service.ts';
import type { AppContext } from '../../platform/context.ts';
import { sendSmsCode } from '../../platform/sms/codes.ts';
import type { UserRow } from './tables.ts';
import { maskMobile } from './user-info.ts';

/** GET /user/send/change/pwd/code and /user/send/change/mobile/code: to the caller's own mobile. */
export async function sendOwnMobileCode(
  ctx: AppContext,
  user: UserRow,
  input: { purpose: 'change_pwd' | 'change_mobile_old'; captchaVerification?: string | undefined; ip: string | null },
) {
  await consumeCaptcha(ctx, input.captchaVerification);
  const sent = await sendSmsCode(ctx, { mobile: user.mobile, purpose: input.purpose, ip: input.ip });
  return { resendAfterSeconds: sent.resendAfterSeconds, mobileMasked: maskMobile(user.mobile) };
}
