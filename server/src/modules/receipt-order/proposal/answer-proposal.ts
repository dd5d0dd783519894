import type { Language, ReceiptProposal } from '@hgsc/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { takeStep } from '../../../platform/flow/engine.ts';
import { notFound } from '../../../platform/http/app-error.ts';
import { lockListing } from '../../receipt-listing/index.ts';
import type { ReceiptCaller } from '../../warehouse-receipt/index.ts';
import { placeApplication } from '../apply-order.ts';
import { receiptOrderProposals } from '../tables.ts';
import { RECEIPT_PROPOSAL_BINDING } from './bindings.ts';
import type { Operator } from './propose.ts';
import { readProposal, readProposalForOperator } from './read-proposal.ts';

/** The listing of an entered order, locked before the entered order is (as every step moving a listing's quantities). */
async function lockListingOfProposal(tx: Db, id: number, companyId: number | null) {
  const [found] = await tx
    .select({ listingId: receiptOrderProposals.listingId, buyerCompanyId: receiptOrderProposals.buyerCompanyId })
    .from(receiptOrderProposals)
    .where(eq(receiptOrderProposals.id, id));
  if (!found || (companyId !== null && found.buyerCompanyId !== companyId)) throw notFound('receiptProposal.notFound');
  await lockListing(tx, found.listingId);
}

/**
 * /wr/order/proposal/confirm: the buyer confirms an order entered for it, which applies for the listing in its name
 * exactly as its own application would — the agreement, the listing still offered, at the price it was told, the
 * quantity still there — and reserves it. Any refusal leaves the entered order waiting, nothing written.
 */
export async function confirmProposal(tx: Db, caller: ReceiptCaller, id: number, lang: Language): Promise<ReceiptProposal> {
  await lockListingOfProposal(tx, id, caller.companyId);
  const proposal = await takeStep(tx, RECEIPT_PROPOSAL_BINDING, {
    id,
    action: 'confirm',
    actor: { party: 'buyer', userId: caller.userId, companyId: caller.companyId, ip: caller.ip },
    changes: { answeredBy: caller.userId },
    lang,
  });
  const order = await placeApplication(
    tx,
    caller,
    {
      listingId: proposal.listingId,
      quantity: proposal.quantity,
      remark: proposal.remark,
      deliveryAddress: proposal.deliveryAddress,
      shownUnitPrice: proposal.unitPrice,
      proposalNo: proposal.proposalNo,
    },
    lang,
  );
  await tx.update(receiptOrderProposals).set({ orderId: order.id }).where(eq(receiptOrderProposals.id, id));
  return readProposal(tx, id, caller.companyId, lang);
}

/** /wr/order/proposal/reject: the buyer refuses an order entered for it, saying why (the operator reads it). */
export async function rejectProposal(
  tx: Db,
  caller: ReceiptCaller,
  input: { id: number; reason: string },
  lang: Language,
): Promise<ReceiptProposal> {
  await takeStep(tx, RECEIPT_PROPOSAL_BINDING, {
    id: input.id,
    action: 'reject',
    actor: { party: 'buyer', userId: caller.userId, companyId: caller.companyId, ip: caller.ip },
    changes: { answeredBy: caller.userId, endReason: input.reason },
    detail: { reason: input.reason },
    lang,
  });
  return readProposal(tx, input.id, caller.companyId, lang);
}

/** /admin/order/proposal/withdraw: the operator takes back an entered order the buyer has not answered. */
export async function withdrawProposal(
  tx: Db,
  operator: Operator,
  input: { id: number; reason: string },
  lang: Language,
): Promise<ReceiptProposal> {
  await takeStep(tx, RECEIPT_PROPOSAL_BINDING, {
    id: input.id,
    action: 'withdraw',
    actor: { party: 'operator', userId: operator.userId, companyId: null, ip: operator.ip },
    changes: { endReason: input.reason },
    detail: { reason: input.reason },
    lang,
  });
  return readProposalForOperator(tx, input.id, lang);
}

/**
 * The entered orders still waiting on a listing that ended lapse, in the ending's words. The listing's lock is held:
 * no confirmation runs meanwhile (it takes that lock first).
 */
export async function lapseProposalsOf(tx: Db, listingId: number, reason: string, lang: Language): Promise<void> {
  const waiting = await tx
    .select({ id: receiptOrderProposals.id })
    .from(receiptOrderProposals)
    .where(and(eq(receiptOrderProposals.listingId, listingId), eq(receiptOrderProposals.status, 'proposed')))
    .orderBy(asc(receiptOrderProposals.id));
  for (const { id } of waiting)
    await takeStep(tx, RECEIPT_PROPOSAL_BINDING, {
      id,
      action: 'lapse',
      actor: { party: 'system', userId: null, companyId: null },
      changes: { endReason: reason },
      detail: { reason },
      lang,
    });
}
