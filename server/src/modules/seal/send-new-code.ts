import type { SealRole } from '@hgsc/contracts';
import { consumeCaptcha } from '../../platform/captcha/service.ts';
import type { AppContext } from '../../platform/context.ts';
import { sendSmsCode } from '../../platform/sms/codes.ts';
import { maskMobile } from '../user/index.ts';
import { sealCodePurpose } from './seal-codes.ts';
import { refuseWhilePending } from './seal-repo.ts';

/**
 * POST /company/{role}/seal/send/new/code: a code to the mobile of the person who will keep the
 * seal (any mainland number; the captcha and the platform's per-number and per-address caps keep
 * it from being used to flood a number). 409 while a change is under review.
 */
export async function sendNewSealCode(
  ctx: AppContext,
  companyId: number,
  role: SealRole,
  input: { mobile: string; captchaVerification?: string | undefined; ip: string | null },
) {
  await refuseWhilePending(ctx.db, companyId, role);
  await consumeCaptcha(ctx, input.captchaVerification);
  const sent = await sendSmsCode(ctx, { mobile: input.mobile, purpose: sealCodePurpose(role, 'new'), ip: input.ip });
  return { resendAfterSeconds: sent.resendAfterSeconds, mobileMasked: maskMobile(input.mobile) };
}
