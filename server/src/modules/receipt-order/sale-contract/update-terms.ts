import { type Language, type ReceiptContractTermsBody, translate } from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import type { Caller } from '../../../platform/auth/caller.ts';
import type { AppContext } from '../../../platform/context.ts';
import { wrongState } from '../../../platform/http/app-error.ts';
import { cancelContract, generateContract } from '../../contract/index.ts';
import { receiptOrders } from '../tables.ts';
import { CONTRACT_SIGNERS, dealForCaller } from './deal.ts';
import { receiptSaleContract } from './kind.ts';

/**
 * /wr/contract/confirm/template/update: the seller words the terms while nobody has signed (409 once a side has).
 * The terms are kept on the order and the version in force, if any, withdrawn through the engine, in one transaction;
 * then the contract is drawn up again with them as the next version (its PDF stored outside the transaction). Should
 * the drawing fail, the terms stand and the seller draws it up again with the same call.
 */
export async function updateContractTerms(
  ctx: AppContext,
  caller: Caller,
  body: ReceiptContractTermsBody,
  lang: Language,
  ip: string | null,
) {
  await ctx.db.transaction(async (tx) => {
    const { deal, party } = await dealForCaller(tx, body.id, caller, CONTRACT_SIGNERS, { lock: true });
    // The order's own refusals (the seller's step, its state, a cancellation waiting) before the contract's.
    const refusal = receiptSaleContract.refusal({ ...deal, contract: null }, 'generate', party, lang);
    if (refusal) throw refusal;
    if (deal.contract && deal.contract.signed.length > 0) throw wrongState('receiptContract.signedAlready');
    if (deal.contract) {
      const reason = translate('receiptContract.termsChangedReason', 'zh');
      await cancelContract(tx, receiptSaleContract, caller, { id: body.id, reason }, lang, ip);
    }
    // A new updatedAt: a version drawn meanwhile from the old terms is refused when it is stored (lockUnchanged).
    await tx
      .update(receiptOrders)
      .set({
        contractTerms: { paymentDays: body.paymentDays, transferDays: body.transferDays, otherTerms: body.otherTerms ?? null },
        updatedAt: new Date(),
      })
      .where(eq(receiptOrders.id, body.id));
  });
  return generateContract(ctx, receiptSaleContract, caller, body.id, lang, ip);
}
