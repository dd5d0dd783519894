import { INQUIRY_FLOW, type InquiryAction, type InquiryParty, type InquiryStatus } from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import type { FlowBinding } from '../../../platform/flow/engine.ts';
import { type InquiryRow, quoteInquiries } from './tables.ts';

/** The side a company is of an inquiry: the buyer that asked, or the seller asked. */
export function inquirySide(row: Pick<InquiryRow, 'buyerCompanyId' | 'sellerCompanyId'>, companyId: number): InquiryParty[] {
  if (row.buyerCompanyId === companyId) return ['buyer'];
  if (row.sellerCompanyId === companyId) return ['seller'];
  return [];
}

/** How inquiries take part in their flow: the row locked and written, the answer's moment kept. */
export const INQUIRY_BINDING: FlowBinding<InquiryStatus, InquiryAction, InquiryParty, { status: InquiryStatus }, InquiryRow> = {
  flow: INQUIRY_FLOW,
  notFound: 'inquiry.notFound',
  wrongState: 'inquiry.wrongStatus',
  async lock(tx, id) {
    const [row] = await tx.select().from(quoteInquiries).where(eq(quoteInquiries.id, id)).for('update');
    return row;
  },
  view: (row) => ({ status: row.status }),
  partyOf: (row, companyId) => inquirySide(row, companyId),
  async write(tx, row, step) {
    const [updated] = await tx
      .update(quoteInquiries)
      .set({
        ...step.changes,
        status: step.to,
        updatedAt: step.now,
        ...(step.party === 'seller' ? { answeredAt: step.now } : {}),
      })
      .where(eq(quoteInquiries.id, row.id))
      .returning();
    if (!updated) throw new Error(`inquiry ${row.id} vanished under its lock`);
    return updated;
  },
};
