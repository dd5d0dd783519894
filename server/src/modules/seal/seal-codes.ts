import type { SealRole } from '@hgsc/contracts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, invalidField } from '../../platform/http/app-error.ts';
import { consumeSmsCode, type SmsPurpose } from '../../platform/sms/codes.ts';

/**
 * The two codes of a seal change: `old` to the main account's mobile, `new` to the keeper's. Each
 * role has its own purposes, so a code sent for the buyer seal cannot change the seller seal.
 */
export type SealCodeKind = 'old' | 'new';

export const sealCodePurpose = (role: SealRole, kind: SealCodeKind): SmsPurpose => `seal_${role}_${kind}`;

/**
 * Checks and consumes one code by the platform rules (single use, 5 minutes, the fifth wrong try
 * burns it); a refusal is the 400 of those rules, naming the body field (oldCode / newCode).
 */
export async function consumeSealCode(
  ctx: AppContext,
  input: { role: SealRole; kind: SealCodeKind; mobile: string; code: string },
): Promise<void> {
  try {
    await consumeSmsCode(ctx, { mobile: input.mobile, purpose: sealCodePurpose(input.role, input.kind), code: input.code });
  } catch (error) {
    if (error instanceof AppError && error.extra.field === 'code') {
      throw invalidField(input.kind === 'old' ? 'oldCode' : 'newCode', error.messageKey);
    }
    throw error;
  }
}
