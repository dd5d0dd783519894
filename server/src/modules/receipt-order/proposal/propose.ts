import {
  type Language,
  RECEIPT_PROPOSAL_HOURS,
  type ReceiptProposal,
  type ReceiptProposalSaveBody,
  receiptProposalStatusLabelKey,
} from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { runningNumber } from '../../../platform/db/running-number.ts';
import { recordNodeOperation } from '../../../platform/flow/node-log.ts';
import { notFound, wrongState } from '../../../platform/http/app-error.ts';
import { addressSnapshotOf } from '../../address/index.ts';
import { companies } from '../../company/index.ts';
import { checkApplication } from '../../receipt-listing/index.ts';
import { amountOfQuantity, lockListingToBuy } from '../apply-order.ts';
import { receiptOrderProposals } from '../tables.ts';
import { readProposalForOperator } from './read-proposal.ts';

/** An entered order's number: DK (代客) + the day in China + the running number; never reused. */
const newProposalNumber = runningNumber('DK', 'receipt_proposal_number_seq');

export interface Operator {
  userId: number;
  ip: string | null;
}

/** A certified company (审核通过), the only kind the platform trades for. */
export async function certifiedBuyer(db: Db, companyId: number) {
  const [company] = await db
    .select({ id: companies.id, auditStatus: companies.auditStatus })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) throw notFound('receiptProposal.buyerNotFound');
  if (company.auditStatus !== 1) throw wrongState('receiptProposal.buyerNotCertified');
  return company;
}

/**
 * /admin/order/save: the operator enters an order a buyer phoned in. It is checked as the buyer's own application
 * would be — a listing offered to that buyer, a quantity on its rules and within what is left — and recorded at the
 * listing's price now, but reserves nothing: the buyer's confirmation applies.
 */
export async function proposeOrder(
  tx: Db,
  operator: Operator,
  body: ReceiptProposalSaveBody,
  lang: Language,
): Promise<ReceiptProposal> {
  await certifiedBuyer(tx, body.buyerCompanyId);
  const deliveryAddress = body.addressId ? await addressSnapshotOf(tx, body.buyerCompanyId, body.addressId) : null;
  const { listing, receipt } = await lockListingToBuy(tx, body.listingId, body.buyerCompanyId, lang);
  checkApplication(listing, receipt, body.quantity);
  const now = new Date();
  const [proposal] = await tx
    .insert(receiptOrderProposals)
    .values({
      proposalNo: newProposalNumber,
      status: 'proposed',
      buyerCompanyId: body.buyerCompanyId,
      listingId: listing.id,
      quantity: body.quantity,
      unitPrice: listing.unitPrice,
      amount: amountOfQuantity(body.quantity, listing.unitPrice),
      deliveryAddress,
      callerName: body.callerName,
      callerPhone: body.callerPhone,
      remark: body.remark,
      proposedBy: operator.userId,
      expiresAt: new Date(now.getTime() + RECEIPT_PROPOSAL_HOURS * 3600_000),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!proposal) throw new Error('receipt proposal insert returned no row');
  await recordNodeOperation(tx, {
    bizType: 'receiptProposal',
    bizId: proposal.id,
    node: receiptProposalStatusLabelKey('proposed'),
    action: 'propose',
    actorRole: 'operator',
    actorUserId: operator.userId,
    companyId: null,
    fromState: null,
    toState: 'proposed',
    detail: {
      buyerCompanyId: body.buyerCompanyId,
      listingNo: listing.listingNo,
      quantity: proposal.quantity,
      unitPrice: proposal.unitPrice,
      amount: proposal.amount,
      callerName: body.callerName,
    },
    ip: operator.ip,
  });
  return readProposalForOperator(tx, proposal.id, lang);
}
