import type { SealRole } from '@hgsc/contracts';
import { consumeCaptcha } from '../../platform/captcha/service.ts';
import type { AppContext } from '../../platform/context.ts';
import { sendSmsCode } from '../../platform/sms/codes.ts';
import { maskMobile } from '../user/index.ts';
import { sealCodePurpose } from './seal-codes.ts';
import { mainAccountOf, refuseWhilePending } from './seal-repo.ts';

/**
 * POST /company/{role}/seal/send/old/code: a code to the main account's mobile (the mobile it
 * verified), confirming that the company agrees to change its seal. 409 while a change is under review.
 */
export async function sendOldSealCode(
  ctx: AppContext,
  companyId: number,
  role: SealRole,
  input: { captchaVerification?: string | undefined; ip: string | null },
) {
  await refuseWhilePending(ctx.db, companyId, role);
  await consumeCaptcha(ctx, input.captchaVerification);
  const main = await mainAccountOf(ctx.db, companyId);
  const sent = await sendSmsCode(ctx, { mobile: main.mobile, purpose: sealCodePurpose(role, 'old'), ip: input.ip });
  return { resendAfterSeconds: sent.resendAfterSeconds, mobileMasked: maskMobile(main.mobile) };
}
