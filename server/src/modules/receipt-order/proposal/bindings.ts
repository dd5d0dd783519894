import {
  RECEIPT_PROPOSAL_FLOW,
  type ReceiptProposalAction,
  type ReceiptProposalFlowState,
  type ReceiptProposalParty,
  type ReceiptProposalStatus,
} from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import type { FlowBinding } from '../../../platform/flow/engine.ts';
import { type ReceiptProposalRow, receiptOrderProposals } from '../tables.ts';

export const proposalState = (row: ReceiptProposalRow, now = new Date()): ReceiptProposalFlowState => ({
  status: row.status,
  expired: row.status === 'proposed' && row.expiresAt <= now,
});

/** How entered orders take part in their flow: the buyer is the only company side; the operator acts for the platform. */
export const RECEIPT_PROPOSAL_BINDING: FlowBinding<
  ReceiptProposalStatus,
  ReceiptProposalAction,
  ReceiptProposalParty,
  ReceiptProposalFlowState,
  ReceiptProposalRow
> = {
  flow: RECEIPT_PROPOSAL_FLOW,
  system: 'system',
  platform: ['operator'],
  notFound: 'receiptProposal.notFound',
  wrongState: 'receiptProposal.wrongStatus',
  async lock(tx, id) {
    const [row] = await tx.select().from(receiptOrderProposals).where(eq(receiptOrderProposals.id, id)).for('update');
    return row;
  },
  view: (row) => proposalState(row),
  partyOf: (row, companyId) => (row.buyerCompanyId === companyId ? 'buyer' : undefined),
  async write(tx, row, step) {
    const [updated] = await tx
      .update(receiptOrderProposals)
      .set({ ...step.changes, status: step.to, updatedAt: step.now, endedAt: step.now })
      .where(eq(receiptOrderProposals.id, row.id))
      .returning();
    if (!updated) throw new Error(`receipt proposal ${row.id} vanished under its lock`);
    return updated;
  },
};
