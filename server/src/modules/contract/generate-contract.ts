import type { Language } from '@hgsc/contracts';
import type { AppContext } from '../../platform/context.ts';
import { applyOrderAction } from '../order/apply-action.ts';
import type { OrderCaller } from '../order/order-access.ts';
import { contractOrderFor, lockUnchanged } from './contract-caller.ts';
import { contractPartiesOf, discardContractPdf, renderOrderContract, storeContractPdf } from './contract-pdf.ts';
import { nextContractNumber } from './contract-repo.ts';
import { recordContractEvidence } from './evidence/record.ts';
import { orderSubject, subjectColumns } from './subject.ts';
import { type ContractRow, contracts } from './tables.ts';
import { holdTemplate } from './template/hold-template.ts';
import { templateForOrder } from './template/template-repo.ts';

/**
 * POST /order/contract/generate (seller, 10 → 37): draws the contract PDF from the order with the
 * order's template (the seller's choice, else the shop's default, else the platform's; its exact
 * text is kept on the contract, so signing redraws the same text and later edits change nothing),
 * stores it encrypted, records its SHA-256 and moves the order — the contract row and the status
 * change in one transaction. The PDF is drawn before the transaction
 * (file storage writes outside it); a failed transaction removes it again.
 */
export async function generateContract(
  ctx: AppContext,
  caller: OrderCaller,
  id: number,
  lang: Language,
  ip: string | null = null,
): Promise<ContractRow> {
  const { order, party } = await contractOrderFor(ctx.db, id, caller, lang, 'generateContract');
  const generatedAt = new Date();
  const { version, contractNo } = await nextContractNumber(ctx.db, order.id, order.orderNo);
  const template = await templateForOrder(ctx.db, order, lang);
  const parties = await contractPartiesOf(ctx.db, order);
  const bytes = await renderOrderContract(
    ctx.db,
    order,
    { contractNo, generatedAt, templateContent: template.content, parties },
    [],
  );
  const pdf = await storeContractPdf(ctx, bytes, contractNo, caller.userId);
  try {
    return await ctx.db.transaction(async (tx) => {
      await lockUnchanged(tx, order);
      await holdTemplate(tx, template.templateId, template.content);
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
        .insert(contracts)
        .values({
          ...subjectColumns(orderSubject(order.id)),
          contractNo,
          version,
          status: 'generated',
          generatedFileKey: pdf.key,
          fileKey: pdf.key,
          sha256AtGeneration: pdf.sha256,
          sha256: pdf.sha256,
          generatedAt,
          generatedBy: caller.userId,
          templateId: template.templateId,
          // The platform's template has no name of its own: shown in the reader's language.
          templateName: template.templateId === null ? null : template.name,
          templateContent: template.content,
          parties,
        })
        .returning();
      const contract = row as ContractRow;
      await recordContractEvidence(tx, {
        contractId: contract.id,
        subject: orderSubject(order.id),
        event: 'generated',
        actorUserId: caller.userId,
        companyId: caller.company.companyId,
        ip,
        detail: { contractNo, version, sha256: pdf.sha256 },
      });
      return contract;
    });
  } catch (error) {
    await discardContractPdf(ctx, pdf.key);
    throw error;
  }
}
