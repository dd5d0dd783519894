import { chinaDate, shiftDay } from '@hgsc/contracts';
import Decimal from 'decimal.js';
import { eq, inArray, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startApiProcesses } from '../../../test/api-processes.ts';
import { createTestApp, createUser, type TestApp, tokenFor } from '../../../test/harness.ts';
import { companyAgreementAffirmations } from '../agreement/index.ts';
import { type ListingRow, receiptListings } from '../receipt-listing/index.ts';
import { users } from '../user/index.ts';
import { type ReceiptRow, warehouseReceipts } from '../warehouse-receipt/index.ts';
import { keeperWithWarehouse, party, productAt, receiptsInForce } from '../warehouse-receipt/test-kit.ts';
import { receiptOrders } from './tables.ts';

const LISTINGS = 20;
const BUYERS = 10;
const APPLICATIONS = 300;

/**
 * DESIGN §3: PGlite serialises every transaction, so only real PostgreSQL can show a listing sold past what was listed
 * or a receipt locked twice, and only several API processes show the locks are the database's, not one process's.
 * 300 buyers' applications at once for 20 listings, shared between two API processes; then the seller's answers
 * racing the buyers' withdrawals and the seller's own delisting of the same listings, through both; then, the money
 * settled, each transfer asked twice at once, and the keeper's confirmations racing the operator's cancellations.
 */
describe.skipIf(!inject('pgTemplateUrl'))('concurrent applications for receipt listings across two API processes', () => {
  let t: TestApp;
  let seller: Awaited<ReturnType<typeof party>>;
  let keeper: Awaited<ReturnType<typeof keeperWithWarehouse>>;
  let operator: { id: number; token: string };
  let buyers: Awaited<ReturnType<typeof party>>[];
  let originals: ReceiptRow[];
  let listings: ListingRow[];
  let processes: Awaited<ReturnType<typeof startApiProcesses>>;

  beforeAll(async () => {
    t = await createTestApp();
    keeper = await keeperWithWarehouse(t);
    const operatorUser = await createUser(t, { role: 'operator' });
    operator = { id: operatorUser.id, token: await tokenFor(t, operatorUser.id) };
    seller = await party(t, '并发挂牌化工');
    buyers = await Promise.all(Array.from({ length: BUYERS }, (_, i) => party(t, `并发买方化工${i}`)));
    const product = await productAt(t, keeper.warehouse.id, { minSplitQty: '10', splitStep: '1' });
    originals = await receiptsInForce(
      t,
      { warehouseId: keeper.warehouse.id, keeperCompanyId: keeper.company.id, holderCompanyId: seller.company.id },
      product,
      LISTINGS,
      'SELL',
    );
    for (const receipt of originals)
      await call('/sale/bss/save', seller.token, {
        receiptId: receipt.id,
        quantity: '100',
        unitPrice: '2300',
        minQty: '10',
        step: '5',
        deliveryMode: 'transfer',
        validUntil: shiftDay(chinaDate(), 30),
      });
    listings = await t.ctx.db.select().from(receiptListings).where(eq(receiptListings.sellerCompanyId, seller.company.id));
    expect(listings).toHaveLength(LISTINGS);
    processes = await startApiProcesses(t.databaseUrl as string, 2);
    // A starting process puts the platform's agreements (v1) in place; its gates then ask every signed-in user, and
    // every company trading receipts, to have accepted them.
    await t.ctx.db
      .insert(companyAgreementAffirmations)
      .values(
        [seller, ...buyers].map((member) => ({
          companyId: member.company.id,
          type: 'receipt' as const,
          version: 1,
          userId: member.user.id,
        })),
      )
      .onConflictDoNothing();
    await t.ctx.db
      .update(users)
      .set({ acceptedUserAgreementVersion: 1, acceptedPrivacyVersion: 1 })
      .where(inArray(users.id, [...[seller, keeper, ...buyers].map((member) => member.user.id), operator.id]));
  }, 180_000);
  afterAll(async () => {
    await processes?.stop();
    await t?.close();
  });

  const call = (url: string, token: string, payload: Record<string, unknown>) =>
    t.call({ method: 'POST', url: `/api${url}`, token, payload });
  /** A request to the `n`th call's process, in turn: each process takes half of every round. */
  const across = async (n: number, url: string, token: string, payload: Record<string, unknown>) => {
    const address = processes.addresses[n % processes.addresses.length];
    const res = await fetch(`${address}/api${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(payload),
    });
    await res.arrayBuffer();
    return { statusCode: res.status };
  };
  /** A refusal of the rules (400) or of the moment (409) is an answer; anything else is a fault. */
  const unexpected = (statuses: number[]) => statuses.filter((s) => ![200, 400, 409].includes(s));

  /** Taken and not cancelled: the order's part is sold. */
  const SOLD = ['accepted', 'signed', 'paid', 'collected', 'transferring', 'done'];
  /** Taken and not yet transferred: the order's receipt is locked for it. */
  const HOLDING = ['accepted', 'signed', 'paid', 'collected', 'transferring'];

  /**
   * Every listing's books balance, every original 100 t is still 100 t in force whoever holds its parts, every lock
   * names its deal, and each part an order bought is held by its buyer alone.
   */
  async function expectConsistent() {
    const rows = await t.ctx.db.select().from(receiptListings).where(eq(receiptListings.sellerCompanyId, seller.company.id));
    const orders = await t.ctx.db
      .select()
      .from(receiptOrders)
      .where(
        inArray(
          receiptOrders.listingId,
          rows.map((l) => l.id),
        ),
      );
    const sum = (statuses: string[], listingId: number, taken = false) =>
      orders
        .filter((o) => o.listingId === listingId && statuses.includes(o.status) && (!taken || o.receiptId !== null))
        .reduce((total, o) => total.plus(o.quantity), new Decimal(0))
        .toFixed(4);
    for (const listing of rows) {
      expect(
        new Decimal(listing.availableQty).plus(listing.reservedQty).plus(listing.soldQty).plus(listing.returnedQty).toFixed(4),
      ).toBe('100.0000');
      expect(listing.reservedQty, listing.listingNo).toBe(sum(['applied'], listing.id));
      expect(listing.soldQty, listing.listingNo).toBe(sum(SOLD, listing.id));
      expect(listing.returnedQty, listing.listingNo).toBe(sum(['cancelled'], listing.id, true));
    }
    const originalIds = originals.map((r) => r.id);
    const receipts = await t.ctx.db
      .select()
      .from(warehouseReceipts)
      .where(or(inArray(warehouseReceipts.rootId, originalIds), inArray(warehouseReceipts.id, originalIds)));
    for (const original of originals) {
      const lineage = receipts.filter((r) => (r.rootId ?? r.id) === original.id);
      const inForce = lineage.filter((r) => r.status === 'active');
      expect(inForce.reduce((total, r) => total.plus(r.quantity), new Decimal(0)).toFixed(4), original.receiptNo).toBe(
        '100.0000',
      );
      expect(lineage.filter((r) => r.status !== 'active' && r.lockType !== 'none')).toEqual([]);
    }
    // A lock always names its deal: an order taken and not yet transferred, or a listing still open on that receipt.
    const byNo = new Map(orders.map((o) => [o.orderNo, o]));
    const active = receipts.filter((r) => r.status === 'active');
    for (const receipt of active) {
      if (receipt.lockType === 'order') {
        const order = byNo.get(receipt.lockRef ?? '');
        expect(HOLDING, receipt.receiptNo).toContain(order?.status);
        expect(order?.receiptId).toBe(receipt.id);
        expect(order?.quantity).toBe(receipt.quantity);
        expect(receipt.holderCompanyId).toBe(seller.company.id);
      } else if (receipt.lockType === 'listing') {
        const listing = rows.find((l) => l.listingNo === receipt.lockRef);
        expect(listing?.status, receipt.receiptNo).toBe('listed');
        expect(listing?.receiptId).toBe(receipt.id);
      } else expect(receipt.lockType).toBe('none');
    }
    // A part transferred is its buyer's alone, free; a cancelled order's part is the seller's again.
    for (const order of orders.filter((o) => o.status === 'done' || (o.status === 'cancelled' && o.receiptId !== null))) {
      const receipt = active.find((r) => r.id === order.receiptId);
      expect(receipt?.holderCompanyId, order.orderNo).toBe(order.status === 'done' ? order.buyerCompanyId : seller.company.id);
      expect(receipt?.lockType).toBe('none');
    }
    const taken = orders.filter((o) => SOLD.includes(o.status));
    expect(new Set(taken.map((o) => o.receiptId)).size).toBe(taken.length);
    return { rows, orders };
  }
  it('never sells more than was listed, splits each taken order once, and frees what ends', async () => {
    const quantities = ['10', '15', '20', '25', '30', '40'];
    const applications = Array.from({ length: APPLICATIONS }, (_, i) => {
      const listing = listings[(i * 7) % LISTINGS] as ListingRow;
      const buyer = buyers[i % BUYERS] as (typeof buyers)[number];
      return across(i, '/wr/order/apply', buyer.token, { listingId: listing.id, quantity: quantities[i % quantities.length] });
    });
    const answers = await Promise.all(applications);
    expect(unexpected(answers.map((r) => r.statusCode))).toEqual([]);
    const { orders } = await expectConsistent();
    const applied = orders.filter((o) => o.status === 'applied');
    expect(applied.length).toBeGreaterThan(LISTINGS);

    // The seller takes and declines, the buyers withdraw, and the seller tries to delist, all at once.
    const answers2 = await Promise.all([
      ...applied.flatMap((order, i) => {
        const buyer = buyers.find((b) => b.company.id === order.buyerCompanyId) as (typeof buyers)[number];
        return [
          i % 3 === 2
            ? across(i, '/wr/order/decline', seller.token, { id: order.id, reason: '库存调整' })
            : across(i, '/wr/order/take', seller.token, { id: order.id }),
          // The other process: a buyer's withdrawal races the seller's answer there.
          i % 4 === 0
            ? across(i + 1, '/wr/order/withdraw', buyer.token, { id: order.id })
            : across(i + 1, '/wr/order/info', buyer.token, { id: order.id }),
        ];
      }),
      ...listings.map((listing, i) => across(i, '/sale/bss/delist', seller.token, { id: listing.id })),
    ]);
    expect(unexpected(answers2.map((r) => r.statusCode))).toEqual([]);
    const after = await expectConsistent();
    expect(after.orders.filter((o) => o.status === 'applied')).toEqual([]);
    const taken = after.orders.filter((o) => o.status === 'accepted');
    expect(taken.length).toBeGreaterThan(0);

    // The contract signed and the money confirmed (their own tests prove those steps): each transfer is asked twice at
    // once, through both processes; one is taken, the other finds it taken.
    await t.ctx.db
      .update(receiptOrders)
      .set({ status: 'collected', paidAmount: receiptOrders.amount, collectedAmount: receiptOrders.amount })
      .where(
        inArray(
          receiptOrders.id,
          taken.map((o) => o.id),
        ),
      );
    const asked = await Promise.all(
      taken.flatMap((order, i) => [
        across(i, '/wr/order/transfer', seller.token, { id: order.id }),
        across(i + 1, '/wr/order/transfer', seller.token, { id: order.id }),
      ]),
    );
    expect(unexpected(asked.map((r) => r.statusCode))).toEqual([]);
    expect(asked.filter((r) => r.statusCode === 200)).toHaveLength(taken.length);

    // The keeper confirms each transfer through both processes while the operator cancels a third of them.
    const settled = await Promise.all(
      taken.flatMap((order, i) => [
        across(i, '/wr/order/transfer/confirm', keeper.token, { id: order.id }),
        across(i + 1, '/wr/order/transfer/confirm', keeper.token, { id: order.id }),
        ...(i % 3 === 0
          ? [across(i, '/admin/wr/order/cancel', operator.token, { id: order.id, reason: '司法冻结，平台取消' })]
          : []),
      ]),
    );
    expect(unexpected(settled.map((r) => r.statusCode))).toEqual([]);
    const end = await expectConsistent();
    const ended = end.orders.filter((o) => taken.some((t) => t.id === o.id));
    expect(ended.every((o) => o.status === 'done' || o.status === 'cancelled')).toBe(true);
    expect(ended.filter((o) => o.status === 'done').length).toBeGreaterThan(0);
    expect(settled.filter((r) => r.statusCode === 200)).toHaveLength(taken.length);
  }, 300_000);
});
