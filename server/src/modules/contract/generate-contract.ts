import type { Language } from '@hgsc/contracts';
import type { AppContext } from '../../platform/context.ts';
import { applyOrderAction } from '../order/apply-action.ts';
import type { OrderCaller } from '../order/order-access.ts';
import { contractOrderFor, lockUnchanged } from './contract-caller.ts';
import { discardContractPdf, renderOrderContract, storeContractPdf } from './contract-pdf.ts';
import { nextContractNumber } from './contract-repo.ts';
import { type OrderContractRow, orderContracts } from './tables.ts';

/**
 * POST /order/contract/generate (seller, 10 → 37): draws the contract PDF from the order with the
 * platform's default template, stores it encrypted, records its SHA-256 and moves the order — the
 * contract row and the status change in one transaction. The PDF is drawn before the transaction
 * (file storage writes outside it); a failed transaction removes it again.
 */
export async function generateContract(
  ctx: AppContext,
  caller: OrderCaller,
  id: number,
  lang: Language,
): Promise<OrderContractRow> {
  const { order, party } = await contractOrderFor(ctx.db, id, caller, lang, 'generateContract');
  const generatedAt = new Date();
  const { version, contractNo } = await nextContractNumber(ctx.db, order.id, order.orderNo);
  const bytes = await renderOrderContract(ctx.db, order, { contractNo, generatedAt }, []);
  const pdf = await storeContractPdf(ctx, bytes, contractNo, caller.userId);
  try {
    return await ctx.db.transaction(async (tx) => {
      await lockUnchanged(tx, order);
      await applyOrderAction(tx, {
        orderId: order.id,
        action: 'generateContract',
        party,
        actorUserId: caller.userId,
        companyId: caller.company.companyId,
        detail: { contractNo, version, sha256: pdf.sha256 },
        lang,
      });
      const [row] = await tx
        .insert(orderContracts)
        .values({
          orderId: order.id,
          contractNo,
          version,
          status: 'generated',
          generatedFileKey: pdf.key,
          fileKey: pdf.key,
          sha256AtGeneration: pdf.sha256,
          sha256: pdf.sha256,
          generatedAt,
          generatedBy: caller.userId,
        })
        .returning();
      return row as OrderContractRow;
    });
  } catch (error) {
    await discardContractPdf(ctx, pdf.key);
    throw error;
  }
}
