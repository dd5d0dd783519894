import { RECEIPT_ORDER_FLOW, type ReceiptOrderAction, type ReceiptOrderParty, type ReceiptOrderStatus } from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import type { FlowBinding } from '../../platform/flow/engine.ts';
import { type ReceiptOrderRow, receiptOrders } from './tables.ts';

/** The sides a company is of a receipt order: the buyer that applied, the seller that listed. */
export function receiptOrderSides(row: Pick<ReceiptOrderRow, 'buyerCompanyId' | 'sellerCompanyId'>, companyId: number) {
  const sides: ('buyer' | 'seller')[] = [];
  if (row.buyerCompanyId === companyId) sides.push('buyer');
  if (row.sellerCompanyId === companyId) sides.push('seller');
  return sides;
}

/** How receipt orders take part in their flow: the row locked and written, the end of an application dated. */
export const RECEIPT_ORDER_BINDING: FlowBinding<
  ReceiptOrderStatus,
  ReceiptOrderAction,
  ReceiptOrderParty,
  { status: ReceiptOrderStatus },
  ReceiptOrderRow
> = {
  flow: RECEIPT_ORDER_FLOW,
  system: 'system',
  notFound: 'receiptOrder.notFound',
  wrongState: 'receiptOrder.wrongStatus',
  async lock(tx, id) {
    const [row] = await tx.select().from(receiptOrders).where(eq(receiptOrders.id, id)).for('update');
    return row;
  },
  view: (row) => ({ status: row.status }),
  partyOf: receiptOrderSides,
  async write(tx, row, step) {
    const ended = RECEIPT_ORDER_FLOW.final.includes(step.to);
    const [updated] = await tx
      .update(receiptOrders)
      .set({
        ...step.changes,
        status: step.to,
        updatedAt: step.now,
        ...(ended ? { endedAt: step.now } : {}),
        ...(step.action === 'take' ? { takenAt: step.now } : {}),
      })
      .where(eq(receiptOrders.id, row.id))
      .returning();
    if (!updated) throw new Error(`receipt order ${row.id} vanished under its lock`);
    return updated;
  },
};
