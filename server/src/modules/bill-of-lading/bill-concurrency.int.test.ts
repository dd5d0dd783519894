import { chinaDate } from '@hgsc/contracts';
import Decimal from 'decimal.js';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { warehouses } from '../warehouse/index.ts';
import { type ReceiptRow, warehouseReceipts } from '../warehouse-receipt/index.ts';
import { hazmatCrew, keeperWithWarehouse, party, productAt, receiptsInForce } from '../warehouse-receipt/test-kit.ts';
import { billsOfLading } from './tables.ts';

/**
 * DESIGN §3: PGlite serialises every transaction, so only a real PostgreSQL pool can show a receipt picked up twice, a
 * day scheduled past its capacity or a bill both finished and cancelled. Three rounds of 200 concurrent requests on
 * the same ten receipts: pick-ups racing splits, schedules racing for the last of a day, loads racing cancellations.
 */
describe.skipIf(!inject('pgTemplateUrl'))('concurrent pick-ups of receipts on PostgreSQL', () => {
  let t: TestApp;
  let holder: Awaited<ReturnType<typeof party>>;
  let keeper: Awaited<ReturnType<typeof keeperWithWarehouse>>;
  let originals: ReceiptRow[];
  const today = chinaDate();
  const CAPACITY = '300';

  beforeAll(async () => {
    t = await createTestApp();
    keeper = await keeperWithWarehouse(t);
    await t.ctx.db.update(warehouses).set({ dailyOutboundCapacity: CAPACITY }).where(eq(warehouses.id, keeper.warehouse.id));
    holder = await party(t, '并发提货化工');
    const product = await productAt(t, keeper.warehouse.id, { minSplitQty: '10', splitStep: '1' });
    originals = await receiptsInForce(
      t,
      { warehouseId: keeper.warehouse.id, keeperCompanyId: keeper.company.id, holderCompanyId: holder.company.id },
      product,
      10,
      'PICK',
    );
  }, 60_000);
  afterAll(async () => t?.close());

  const call = (url: string, token: string, payload: Record<string, unknown>) =>
    t.call({ method: 'POST', url: `/api${url}`, token, payload });
  const unexpected = (statuses: number[]) => statuses.filter((s) => s !== 200 && s !== 409);

  /** Every batch's 100 t: in force, or gone out under a finished bill — to the last 0.0001 t. */
  async function expectConserved() {
    const all = await t.ctx.db.select().from(warehouseReceipts).where(eq(warehouseReceipts.holderCompanyId, holder.company.id));
    for (const original of originals) {
      const lineage = all.filter((r) => (r.rootId ?? r.id) === original.id);
      const held = lineage.filter((r) => r.status === 'active' || r.status === 'cancelled');
      expect(held.reduce((sum, r) => sum.plus(r.quantity), new Decimal(0)).toFixed(4), original.receiptNo).toBe('100.0000');
      // A retired or deregistered receipt holds no lock; a lock always names an open bill.
      expect(lineage.filter((r) => r.status !== 'active' && r.lockType !== 'none')).toEqual([]);
    }
    const open = await t.ctx.db
      .select()
      .from(billsOfLading)
      .where(inArray(billsOfLading.status, ['submitted', 'scheduled']));
    const locked = all.filter((r) => r.lockType === 'pickup');
    expect(locked.map((r) => r.lockRef).sort()).toEqual(open.map((b) => b.billNo).sort());
    return all;
  }

  it('picks up each receipt once, keeps each day within capacity, ends each bill once', async () => {
    // Round 1: pick-ups of part or all of a receipt race the holder's splits of the same receipts.
    const round1 = Array.from({ length: 200 }, (_, i) => {
      const receipt = originals[i % originals.length] as ReceiptRow;
      const bill = (quantity: string) =>
        call('/wr/bill/lading/save', holder.token, { receiptId: receipt.id, quantity, expectedDate: today, crew: hazmatCrew });
      switch (i % 4) {
        case 0:
          return bill('40');
        case 1:
          return bill('100');
        case 2:
          return call('/wr/warehouse/receipt/splitWr', holder.token, { id: receipt.id, quantities: ['50', '50'] });
        default:
          return call('/wr/bill/lading/all/list', holder.token, {});
      }
    });
    const r1 = await Promise.all(round1);
    expect(unexpected(r1.map((r) => r.statusCode))).toEqual([]);
    await expectConserved();
    const bills = await t.ctx.db.select().from(billsOfLading).where(eq(billsOfLading.holderCompanyId, holder.company.id));
    expect(bills.length).toBeGreaterThan(0);
    // No receipt carries two bills.
    expect(new Set(bills.map((b) => b.receiptId)).size).toBe(bills.length);

    // Round 2: the keeper schedules every bill on one day, over and over: the day never takes more than its capacity.
    const round2 = Array.from({ length: 200 }, (_, i) => {
      const bill = bills[i % bills.length] as (typeof bills)[number];
      return call('/wr/bill/lading/scheduling/info', keeper.token, { id: bill.id, date: today, slot: 'morning' });
    });
    expect(unexpected((await Promise.all(round2)).map((r) => r.statusCode))).toEqual([]);
    const scheduled = await t.ctx.db.select().from(billsOfLading).where(eq(billsOfLading.status, 'scheduled'));
    expect(scheduled.length).toBeGreaterThan(0);
    const taken = scheduled.reduce((sum, b) => sum.plus(b.quantity), new Decimal(0));
    expect(taken.lessThanOrEqualTo(CAPACITY)).toBe(true);

    // Round 3: a 10 t load races the holder's cancellation of the same scheduled bills.
    const round3 = Array.from({ length: 200 }, (_, i) => {
      const bill = scheduled[i % scheduled.length] as (typeof scheduled)[number];
      return i % 2 === 0
        ? call('/wr/bill/lading/finish', keeper.token, {
            id: bill.id,
            allOut: false,
            tickets: [{ ticketNo: `R-${i}`, plate: hazmatCrew.plate, grossWeight: '25', tareWeight: '15', pieces: 0 }],
          })
        : call('/wr/bill/lading/cancel', holder.token, { id: bill.id });
    });
    expect(unexpected((await Promise.all(round3)).map((r) => r.statusCode))).toEqual([]);
    const ended = await t.ctx.db
      .select()
      .from(billsOfLading)
      .where(
        inArray(
          billsOfLading.id,
          scheduled.map((b) => b.id),
        ),
      );
    for (const bill of ended) {
      expect(['finished', 'cancelled']).toContain(bill.status);
      // Finished once: one load, one deregistered part of 10 t, the rest held.
      if (bill.status === 'finished') expect(bill.pickedQuantity).toBe('10.0000');
    }
    const all = await expectConserved();
    const gone = all.filter((r) => r.status === 'cancelled');
    expect(gone.length).toBe(ended.filter((b) => b.status === 'finished').length);
  }, 240_000);
});
