import { BILL_FLOW, type BillAction, type BillParty, type BillStatus } from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import type { FlowBinding } from '../../platform/flow/engine.ts';
import { type BillRow, billsOfLading } from './tables.ts';

/** The sides a company is of a bill: the holder that asked, the keeper that releases, or both (a factory's own goods). */
export function billSides(row: Pick<BillRow, 'holderCompanyId' | 'keeperCompanyId'>, companyId: number) {
  const sides: ('holder' | 'keeper')[] = [];
  if (row.holderCompanyId === companyId) sides.push('holder');
  if (row.keeperCompanyId === companyId) sides.push('keeper');
  return sides;
}

/** How bills take part in their flow: the row locked and written; the operator stops one for the platform. */
export const BILL_BINDING: FlowBinding<BillStatus, BillAction, BillParty, { status: BillStatus }, BillRow> = {
  flow: BILL_FLOW,
  platform: ['operator'],
  notFound: 'bill.notFound',
  wrongState: 'bill.wrongStatus',
  async lock(tx, id) {
    const [row] = await tx.select().from(billsOfLading).where(eq(billsOfLading.id, id)).for('update');
    return row;
  },
  view: (row) => ({ status: row.status }),
  partyOf: billSides,
  async write(tx, row, step) {
    const [updated] = await tx
      .update(billsOfLading)
      .set({ ...step.changes, status: step.to, updatedAt: step.now })
      .where(eq(billsOfLading.id, row.id))
      .returning();
    if (!updated) throw new Error(`bill ${row.id} vanished under its lock`);
    return updated;
  },
};
