import {
  RECEIPT_ORDER_FLOW,
  type ReceiptOrderAction,
  type ReceiptOrderFlowState,
  type ReceiptOrderParty,
  type ReceiptOrderSide,
  type ReceiptOrderStatus,
} from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import type { CompanyAccess } from '../../platform/auth/plugin.ts';
import type { FlowBinding } from '../../platform/flow/engine.ts';
import { type ReceiptOrderRow, receiptOrders } from './tables.ts';

/**
 * The sides a company is of a receipt order: the buyer that applied, the seller that listed, the keeper of the
 * warehouse (which confirms the transfer; a factory selling its own receipt is seller and keeper both).
 */
export function receiptOrderSides(
  row: Pick<ReceiptOrderRow, 'buyerCompanyId' | 'sellerCompanyId' | 'keeperCompanyId'>,
  companyId: number,
): ReceiptOrderSide[] {
  const sides: ReceiptOrderSide[] = [];
  if (row.buyerCompanyId === companyId) sides.push('buyer');
  if (row.sellerCompanyId === companyId) sides.push('seller');
  if (row.keeperCompanyId === companyId) sides.push('keeper');
  return sides;
}

/** The sides a company sees the order as: the keeper once it is asked to confirm the transfer, not before. */
export const sidesSeeing = (
  row: Pick<ReceiptOrderRow, 'buyerCompanyId' | 'sellerCompanyId' | 'keeperCompanyId' | 'transferAskedAt'>,
  companyId: number,
): ReceiptOrderSide[] => receiptOrderSides(row, companyId).filter((side) => side !== 'keeper' || row.transferAskedAt !== null);

/**
 * The sides a member of a company reads the order as: a clerk holding neither receipt code — a keeper's, who only
 * confirms transfers (warehouse.confirm) — reads it as its keeper only.
 */
export function sidesReading(
  row: Pick<ReceiptOrderRow, 'buyerCompanyId' | 'sellerCompanyId' | 'keeperCompanyId' | 'transferAskedAt'>,
  company: Pick<CompanyAccess, 'companyId' | 'isMain' | 'permissions'>,
): ReceiptOrderSide[] {
  const sides = sidesSeeing(row, company.companyId);
  const trader = company.isMain || company.permissions.some((code) => code === 'receipt.view' || code === 'receipt.trade');
  return trader ? sides : sides.filter((side) => side === 'keeper');
}

/** The sides that trade: the keeper only confirms, and only sees an order once it is asked to. */
export const tradingSides = (sides: readonly ReceiptOrderSide[]) =>
  sides.filter((side): side is 'buyer' | 'seller' => side !== 'keeper');

export const receiptOrderState = (row: ReceiptOrderRow): ReceiptOrderFlowState => ({
  status: row.status,
  cancelRequestedBy: row.cancelRequestedBy,
  paidAmount: row.paidAmount,
  delivers: row.deliveryMode === 'delivery',
});

/** The column each step dates, besides the end of the order. */
const DATED: Partial<Record<ReceiptOrderAction, keyof ReceiptOrderRow>> = {
  take: 'takenAt',
  completeContract: 'signedAt',
  pay: 'paidAt',
  collect: 'collectedAt',
  transfer: 'transferAskedAt',
  confirmTransfer: 'transferredAt',
};

/** How receipt orders take part in their flow: the row locked and written, the end of an application dated. */
export const RECEIPT_ORDER_BINDING: FlowBinding<
  ReceiptOrderStatus,
  ReceiptOrderAction,
  ReceiptOrderParty,
  ReceiptOrderFlowState,
  ReceiptOrderRow
> = {
  flow: RECEIPT_ORDER_FLOW,
  system: 'system',
  platform: ['operator'],
  notFound: 'receiptOrder.notFound',
  wrongState: 'receiptOrder.wrongStatus',
  async lock(tx, id) {
    const [row] = await tx.select().from(receiptOrders).where(eq(receiptOrders.id, id)).for('update');
    return row;
  },
  view: receiptOrderState,
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
        ...(DATED[step.action] ? { [DATED[step.action] as string]: step.now } : {}),
      })
      .where(eq(receiptOrders.id, row.id))
      .returning();
    if (!updated) throw new Error(`receipt order ${row.id} vanished under its lock`);
    return updated;
  },
};
