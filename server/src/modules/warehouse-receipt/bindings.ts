import {
  DEPOSIT_FLOW,
  type DepositAction,
  type DepositParty,
  type DepositStatus,
  RECEIPT_FLOW,
  type ReceiptAction,
  type ReceiptFlowState,
  type ReceiptParty,
  type ReceiptStatus,
} from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import type { FlowBinding } from '../../platform/flow/engine.ts';
import { type DepositRow, depositApplications, type ReceiptRow, warehouseReceipts } from './tables.ts';

/** The sides a company is of a receipt: its holder, its warehouse's keeper, or both (a factory holding its own). */
export function receiptSides(row: Pick<ReceiptRow, 'holderCompanyId' | 'keeperCompanyId'>, companyId: number) {
  const sides: ('holder' | 'keeper')[] = [];
  if (row.holderCompanyId === companyId) sides.push('holder');
  if (row.keeperCompanyId === companyId) sides.push('keeper');
  return sides;
}

export function depositSides(row: Pick<DepositRow, 'applicantCompanyId' | 'keeperCompanyId'>, companyId: number) {
  const sides: DepositParty[] = [];
  if (row.applicantCompanyId === companyId) sides.push('applicant');
  if (row.keeperCompanyId === companyId) sides.push('keeper');
  return sides;
}

export const receiptState = (row: ReceiptRow): ReceiptFlowState => ({ status: row.status, lock: row.lockType });

/** How receipts take part in the receipt flow: the row locked and written; the operator acts for the platform. */
export const RECEIPT_BINDING: FlowBinding<ReceiptStatus, ReceiptAction, ReceiptParty, ReceiptFlowState, ReceiptRow> = {
  flow: RECEIPT_FLOW,
  system: 'system',
  platform: ['operator'],
  notFound: 'receipt.notFound',
  wrongState: 'receipt.wrongStatus',
  async lock(tx, id) {
    const [row] = await tx.select().from(warehouseReceipts).where(eq(warehouseReceipts.id, id)).for('update');
    return row;
  },
  view: receiptState,
  partyOf: receiptSides,
  async write(tx, row, step) {
    const [updated] = await tx
      .update(warehouseReceipts)
      .set({ ...step.changes, status: step.to, updatedAt: step.now })
      .where(eq(warehouseReceipts.id, row.id))
      .returning();
    if (!updated) throw new Error(`receipt ${row.id} vanished under its lock`);
    return updated;
  },
};

export const DEPOSIT_BINDING: FlowBinding<DepositStatus, DepositAction, DepositParty, { status: DepositStatus }, DepositRow> = {
  flow: DEPOSIT_FLOW,
  notFound: 'deposit.notFound',
  wrongState: 'deposit.wrongStatus',
  async lock(tx, id) {
    const [row] = await tx.select().from(depositApplications).where(eq(depositApplications.id, id)).for('update');
    return row;
  },
  view: (row) => ({ status: row.status }),
  partyOf: depositSides,
  async write(tx, row, step) {
    const [updated] = await tx
      .update(depositApplications)
      .set({ ...step.changes, status: step.to, updatedAt: step.now })
      .where(eq(depositApplications.id, row.id))
      .returning();
    if (!updated) throw new Error(`deposit ${row.id} vanished under its lock`);
    return updated;
  },
};
