import { consumeCaptcha } from '../../platform/captcha/service.ts';
import type { AppContext } from '../../platform/context.ts';
import { invalidField } from '../../platform/http/app-error.ts';
import { sendSmsCode } from '../../platform/sms/codes.ts';
import type { UserRow } from './tables.ts';
import { maskMobile } from './user-info.ts';
import { isMobileTaken, mobileTaken } from './users-repo.ts';

/** POST /user/send/bind/mobile/code: a code to the NEW number, refused when it is taken. */
export async function sendBindMobileCode(
  ctx: AppContext,
  user: UserRow,
  input: { mobile: string; captchaVerification?: string | undefined; ip: string | null },
) {
  await consumeCaptcha(ctx, input.captchaVerification);
  if (input.mobile === user.mobile) throw invalidField('mobile', 'user.sameMobile');
  if (await isMobileTaken(ctx.db, input.mobile)) throw mobileTaken();
  const sent = await sendSmsCode(ctx, { mobile: input.mobile, purpose: 'bind_mobile', ip: input.ip });
  return { resendAfterSeconds: sent.resendAfterSeconds, mobileMasked: maskMobile(input.mobile) };
}
