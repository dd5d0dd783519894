import { chinaDate, shiftDay } from '@hgsc/contracts';
import Decimal from 'decimal.js';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, lastSmsCode, type TestApp } from '../../../test/harness.ts';
import { receiptListings } from '../receipt-listing/index.ts';
import { receiptOrders } from '../receipt-order/index.ts';
import { warehouseReceipts } from '../warehouse-receipt/index.ts';
import { apiOf, keeperWithWarehouse, party, productAt, receiptsInForce } from '../warehouse-receipt/test-kit.ts';
import { receiptExchanges } from './tables.ts';

const LISTINGS = 6;
const APPLICANTS = 6;

/**
 * DESIGN §3: PGlite serialises every transaction, so only PostgreSQL can show a listing reserved past what was listed or
 * one receipt put into two deals. Exchange requests and purchase applications race for the same listings, each
 * applicant offering the same receipt twice at once; then the applicants' acceptances race the counterparty's
 * refusals of the same exchanges.
 */
describe.skipIf(!inject('pgTemplateUrl'))('concurrent exchange requests, purchases, acceptances and refusals', () => {
  let t: TestApp;
  let seller: Awaited<ReturnType<typeof party>>;
  let applicants: Awaited<ReturnType<typeof party>>[];
  let listingIds: number[];
  const owned = new Map<number, number[]>();

  beforeAll(async () => {
    t = await createTestApp();
    const keeperA = await keeperWithWarehouse(t, '并发甲仓储');
    const keeperB = await keeperWithWarehouse(t, '并发乙仓储');
    const product = await productAt(t, keeperA.warehouse.id, { minSplitQty: '10', splitStep: '1' });
    seller = await party(t, '并发对手方化工');
    applicants = await Promise.all(Array.from({ length: APPLICANTS }, (_, i) => party(t, `并发申请方化工${i}`)));
    const sold = await receiptsInForce(
      t,
      { warehouseId: keeperB.warehouse.id, keeperCompanyId: keeperB.company.id, holderCompanyId: seller.company.id },
      product,
      LISTINGS,
      'XSELL',
    );
    const { ok } = apiOf(t);
    listingIds = [];
    for (const receipt of sold) {
      const listing = await ok('/sale/bss/save', seller.token, {
        receiptId: receipt.id,
        quantity: '100',
        unitPrice: '2300',
        minQty: '10',
        step: '10',
        deliveryMode: 'transfer',
        validUntil: shiftDay(chinaDate(), 30),
      });
      listingIds.push(listing.id);
    }
    for (const [i, applicant] of applicants.entries()) {
      const held = await receiptsInForce(
        t,
        { warehouseId: keeperA.warehouse.id, keeperCompanyId: keeperA.company.id, holderCompanyId: applicant.company.id },
        product,
        LISTINGS,
        `XAPP${i}`,
      );
      owned.set(
        applicant.company.id,
        held.map((r) => r.id),
      );
    }
  }, 180_000);
  afterAll(() => t?.close());

  it('never reserves a listing past what was listed, nor puts one receipt into two exchanges', async () => {
    const { post } = apiOf(t);
    // Every applicant offers each of its receipts for one listing — and the same receipt for the next listing too —
    // while buyers apply to purchase: 30 t each, 100 t listed, so most must be refused.
    const calls = applicants.flatMap((applicant) => {
      const receipts = owned.get(applicant.company.id) ?? [];
      return listingIds.flatMap((listingId, i) => [
        post('/wr/exchange/apply/save', applicant.token, { receiptId: receipts[i], listingId, quantity: '30' }),
        post('/wr/exchange/apply/save', applicant.token, {
          receiptId: receipts[i],
          listingId: listingIds[(i + 1) % LISTINGS],
          quantity: '30',
        }),
        post('/wr/order/apply', applicant.token, { listingId, quantity: '30' }),
      ]);
    });
    const answers = await Promise.all(calls);
    expect(answers.filter((a) => a.statusCode >= 500).map((a) => a.body)).toEqual([]);
    expect(new Set(answers.map((a) => a.statusCode))).toEqual(new Set([200, 409]));

    const exchanges = await t.ctx.db.select().from(receiptExchanges).where(inArray(receiptExchanges.listingId, listingIds));
    const orders = await t.ctx.db.select().from(receiptOrders).where(inArray(receiptOrders.listingId, listingIds));
    for (const listingId of listingIds) {
      const [listing] = await t.ctx.db.select().from(receiptListings).where(eq(receiptListings.id, listingId));
      const reserved = [...exchanges, ...orders]
        .filter((deal) => deal.listingId === listingId)
        .reduce((sum, deal) => sum.plus(deal.quantity), new Decimal(0));
      expect(reserved.lessThanOrEqualTo(100)).toBe(true);
      expect(new Decimal(listing?.reservedQty ?? -1).equals(reserved)).toBe(true);
      expect(new Decimal(listing?.availableQty ?? -1).plus(reserved).equals(100)).toBe(true);
    }
    // No receipt is offered twice: each exchange holds a part of its own, locked for it alone.
    const parts = exchanges.map((e) => e.sourceReceiptId);
    expect(new Set(parts).size).toBe(parts.length);
    const locked = await t.ctx.db.select().from(warehouseReceipts).where(inArray(warehouseReceipts.id, parts));
    for (const part of locked) {
      const exchange = exchanges.find((e) => e.sourceReceiptId === part.id);
      expect([part.lockType, part.lockRef]).toEqual(['swap', exchange?.exchangeNo]);
    }
    // Each original went into at most one exchange, and what it gave adds up to it.
    for (const [, receipts] of owned)
      for (const id of receipts) {
        const children = await t.ctx.db.select().from(warehouseReceipts).where(eq(warehouseReceipts.parentId, id));
        expect(children.filter((c) => c.lockType === 'swap').length).toBeLessThanOrEqual(1);
        if (children.length > 0) expect(children.reduce((sum, c) => sum.plus(c.quantity), new Decimal(0)).equals(100)).toBe(true);
      }
    expect(exchanges.length).toBeGreaterThan(0);
  }, 180_000);

  it('lets an acceptance and a refusal of one exchange race: one wins, and the parts follow it', async () => {
    const { ok, post } = apiOf(t);
    const waiting = await t.ctx.db.select().from(receiptExchanges).where(eq(receiptExchanges.status, 'submitted'));
    for (const exchange of waiting) await ok('/wr/exchange/apply/update/price', seller.token, { id: exchange.id, premium: '5' });
    const codes = new Map<number, string>();
    for (const exchange of waiting) {
      const applicant = applicants.find((a) => a.company.id === exchange.applicantCompanyId);
      if (!applicant) throw new Error('no applicant');
      await ok('/wr/exchange/apply/sign/code', applicant.token, { id: exchange.id });
      codes.set(exchange.id, await lastSmsCode(t, applicant.user.mobile));
    }
    const answers = await Promise.all(
      waiting.flatMap((exchange) => {
        const applicant = applicants.find((a) => a.company.id === exchange.applicantCompanyId);
        return [
          post('/wr/exchange/apply/accept', applicant?.token ?? '', { id: exchange.id, code: codes.get(exchange.id) }),
          post('/wr/exchange/apply/decline', seller.token, { id: exchange.id, reason: '不换了' }),
        ];
      }),
    );
    expect(answers.filter((a) => a.statusCode >= 500).map((a) => a.body)).toEqual([]);
    const after = await t.ctx.db
      .select()
      .from(receiptExchanges)
      .where(
        inArray(
          receiptExchanges.id,
          waiting.map((e) => e.id),
        ),
      );
    for (const exchange of after) {
      expect(['accepted', 'declined']).toContain(exchange.status);
      const [source] = await t.ctx.db.select().from(warehouseReceipts).where(eq(warehouseReceipts.id, exchange.sourceReceiptId));
      const [target] = await t.ctx.db.select().from(warehouseReceipts).where(eq(warehouseReceipts.id, exchange.targetReceiptId));
      if (exchange.status === 'accepted') {
        expect(source?.lockType).toBe('swap');
        expect([target?.lockType, target?.lockRef, target?.quantity]).toEqual(['swap', exchange.exchangeNo, exchange.quantity]);
      } else expect(source?.lockType).toBe('none');
    }
    // Every listing still adds up: listed = available + reserved + sold + returned.
    const listings = await t.ctx.db.select().from(receiptListings).where(inArray(receiptListings.id, listingIds));
    for (const listing of listings)
      expect(
        new Decimal(listing.availableQty)
          .plus(listing.reservedQty)
          .plus(listing.soldQty)
          .plus(listing.returnedQty)
          .equals(listing.listedQty),
      ).toBe(true);
  }, 180_000);
});
