import Decimal from 'decimal.js';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { verifyNodeOperations } from '../../platform/flow/node-log.ts';
import { lockReceipt } from './receipt-locks.ts';
import { type ReceiptRow, warehouseReceipts } from './tables.ts';
import { keeperWithWarehouse, party, productAt, receiptsInForce } from './test-kit.ts';

/**
 * DESIGN §3: PGlite serialises every transaction, so only a real PostgreSQL pool can show a receipt split twice or
 * locked twice. 200 concurrent requests split, lock and list the same ten receipts.
 */
describe.skipIf(!inject('pgTemplateUrl'))('concurrent splits and locks of receipts on PostgreSQL', () => {
  let t: TestApp;
  let holder: Awaited<ReturnType<typeof party>>;
  let originals: ReceiptRow[];

  beforeAll(async () => {
    t = await createTestApp();
    const keeper = await keeperWithWarehouse(t);
    holder = await party(t, '并发持单化工');
    const product = await productAt(t, keeper.warehouse.id);
    originals = await receiptsInForce(
      t,
      { warehouseId: keeper.warehouse.id, keeperCompanyId: keeper.company.id, holderCompanyId: holder.company.id },
      product,
      10,
      'RACE',
    );
  }, 60_000);
  afterAll(async () => t?.close());

  it('conserves every batch to the last 0.0001 t: one split per receipt, never split and locked, one lock each', async () => {
    const splits = [
      ['50', '50'],
      ['30', '70'],
      ['10', '10', '80'],
      ['33', '33', '34'],
    ];
    const work = Array.from({ length: 200 }, (_, i) => {
      const receipt = originals[i % originals.length] as ReceiptRow;
      switch (i % 4) {
        case 0:
        case 1:
          return t.call({
            method: 'POST',
            url: '/api/wr/warehouse/receipt/splitWr',
            token: holder.token,
            payload: { id: receipt.id, quantities: splits[i % splits.length] },
          });
        case 2:
          return t.ctx.db
            .transaction((tx) =>
              lockReceipt(tx, {
                id: receipt.id,
                lock: 'pickup',
                ref: `B-${i}`,
                actor: { party: 'holder', userId: holder.user.id, companyId: holder.company.id },
                lang: 'zh',
              }),
            )
            .then(
              () => ({ statusCode: 200 }),
              (error: { code?: string }) => ({ statusCode: error.code === 'WRONG_STATE' ? 409 : 500 }),
            );
        default:
          return t.call({ method: 'POST', url: '/api/wr/warehouse/receipt/list/passtab', token: holder.token, payload: {} });
      }
    });
    const statuses = (await Promise.all(work)).map((r) => r.statusCode);
    expect(statuses.filter((s) => s !== 200 && s !== 409)).toEqual([]);

    const all = await t.ctx.db.select().from(warehouseReceipts).where(eq(warehouseReceipts.holderCompanyId, holder.company.id));
    for (const original of originals) {
      const lineage = all.filter((r) => (r.rootId ?? r.id) === original.id);
      const live = lineage.filter((r) => r.status === 'active');
      // Exactly the batch's 100 t in force, however it was cut.
      expect(live.reduce((sum, r) => sum.plus(r.quantity), new Decimal(0)).toFixed(4)).toBe('100.0000');
      const self = lineage.find((r) => r.id === original.id);
      if (self?.status === 'split') {
        expect(self.lockType).toBe('none');
        const children = lineage.filter((r) => r.parentId === original.id);
        // One split only: its children add up to it, however many requests raced for it.
        expect(children.reduce((sum, r) => sum.plus(r.quantity), new Decimal(0)).toFixed(4)).toBe('100.0000');
      } else {
        expect(self?.lockType).toBe('pickup');
        expect(lineage).toHaveLength(1);
      }
    }
    // Each receipt's log stays one unbroken chain.
    const ids = all.map((r) => r.id);
    expect(ids.length).toBeGreaterThan(10);
    for (const id of ids.slice(0, 30)) expect((await verifyNodeOperations(t.ctx.db, 'warehouseReceipt', id)).intact).toBe(true);
    const locked = await t.ctx.db.select().from(warehouseReceipts).where(inArray(warehouseReceipts.id, ids));
    expect(locked.filter((r) => r.status === 'split' && r.lockType !== 'none')).toEqual([]);
  }, 180_000);
});
