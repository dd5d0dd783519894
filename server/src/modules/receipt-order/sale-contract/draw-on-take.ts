import type { Language } from '@hgsc/contracts';
import type { Caller } from '../../../platform/auth/caller.ts';
import type { AppContext } from '../../../platform/context.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { generateContract } from '../../contract/index.ts';
import { receiptSaleContract } from './kind.ts';

/**
 * Draws the contract up with the platform's terms as soon as the seller has taken the order (after the take committed:
 * the PDF is stored outside any transaction). The take stands whatever happens here: a refusal (a sub-account that
 * may not sign contracts, the order changed meanwhile) leaves the seller to draw it with /wr/contract/confirm/template/update.
 * Answers an unexpected failure, for the caller to log, or null.
 */
export async function drawContractOnTake(
  ctx: AppContext,
  caller: Caller,
  orderId: number,
  lang: Language,
  ip: string | null,
): Promise<Error | null> {
  try {
    await generateContract(ctx, receiptSaleContract, caller, orderId, lang, ip);
    return null;
  } catch (error) {
    if (error instanceof AppError) return null;
    return error instanceof Error ? error : new Error(String(error));
  }
}
