import { consumeCaptcha } from '../../platform/captcha/service.ts';
import type { AppContext } from '../../platform/context.ts';
import { sendSmsCode } from '../../platform/sms/codes.ts';
import { maskMobile } from './user-info.ts';
import { isMobileTaken, mobileTaken } from './users-repo.ts';

/** POST /user/send/register/code: only to a number not yet registered. */
export async function sendRegisterCode(
  ctx: AppContext,
  input: { mobile: string; captchaVerification?: string | undefined; ip: string | null },
) {
  await consumeCaptcha(ctx, input.captchaVerification);
  if (await isMobileTaken(ctx.db, input.mobile)) throw mobileTaken();
  const sent = await sendSmsCode(ctx, { mobile: input.mobile, purpose: 'register', ip: input.ip });
  return { resendAfterSeconds: sent.resendAfterSeconds, mobileMasked: maskMobile(input.mobile) };
}
