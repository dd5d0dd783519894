import { chinaDate, shiftDay } from '@hgsc/contracts';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, tokenFor } from '../../../test/harness.ts';
import { checkListingLot } from '../../modules/receipt-listing/lot-rules.ts';
import { rawRows } from '../../platform/db/raw-rows.ts';
import { generateScaleData, type ScaleResult } from './generate.ts';

/** Small, with the receipts phase: 6 shops' companies hold the receipts, the last 8 companies keep the warehouses. */
const SIZES = { products: 300, shops: 6, companies: 70, orders: 0, receipts: 400 };

let t: TestApp;
let result: ScaleResult;

const rows = <T>(query: ReturnType<typeof sql>) => rawRows<T>(t.ctx.db, query);
const market = async (payload: Record<string, unknown>) => {
  const res = await t.call({ method: 'POST', url: '/api/sale/bss/receiptList', payload: { current: 1, size: 50, ...payload } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { total: number; records: Record<string, string>[] };
};

beforeAll(async () => {
  t = await createTestApp();
  result = await generateScaleData(t.ctx, SIZES, () => {});
}, 180_000);
afterAll(async () => t?.close());

describe('scale receipts', () => {
  it('adds the asked receipts, each listed, and the warehouses and products they lie in', () => {
    const added = (table: keyof ScaleResult['after']) => result.after[table] - result.before[table];
    expect(added('warehouse_receipts')).toBe(400);
    expect(added('receipt_listings')).toBe(400);
    expect(added('warehouses')).toBe(36);
    expect(added('keeper_companies')).toBe(8);
    expect(added('receipt_products')).toBeGreaterThanOrEqual(24);
    expect(result.phases.map((p) => p.phase)).toContain('receipts');
  });

  it('locks each receipt for its one open listing, as listing it would, with lots its product allows', async () => {
    const listed = await rows<{
      listing_no: string;
      lock_type: string;
      lock_ref: string;
      status: string;
      holder: string;
      seller: string;
      keeper: string;
      warehouse_keeper: string;
      quantity: string;
      listed_qty: string;
      available_qty: string;
      min_qty: string;
      step: string;
      min_split_qty: string;
      split_step: string;
      pieces: number;
      valid_until: string;
      listed_on: string;
      city_matches: boolean;
    }>(sql`
      SELECT l.listing_no, r.lock_type, r.lock_ref, r.status, r.holder_company_id::text AS holder,
        l.seller_company_id::text AS seller, r.keeper_company_id::text AS keeper, w.keeper_company_id::text AS warehouse_keeper,
        r.quantity::text AS quantity, l.listed_qty::text AS listed_qty, l.available_qty::text AS available_qty,
        l.min_qty::text AS min_qty, l.step::text AS step, p.min_split_qty::text AS min_split_qty,
        p.split_step::text AS split_step, r.pieces, l.valid_until::text AS valid_until,
        (((l.created_at AT TIME ZONE 'UTC') + interval '8 hours')::date)::text AS listed_on, l.city_code = w.city_code AS city_matches
      FROM receipt_listings l JOIN warehouse_receipts r ON r.id = l.receipt_id JOIN warehouses w ON w.id = l.warehouse_id
      JOIN receipt_products p ON p.id = l.product_id
      WHERE w.code LIKE 'SC-%'`);
    expect(listed).toHaveLength(400);
    const today = chinaDate();
    for (const l of listed) {
      expect([l.status, l.lock_type, l.lock_ref]).toEqual(['active', 'listing', l.listing_no]);
      expect(l.holder).toBe(l.seller);
      expect(l.keeper).toBe(l.warehouse_keeper);
      expect(l.city_matches).toBe(true);
      expect(new Decimal(l.listed_qty).equals(l.quantity) && new Decimal(l.available_qty).equals(l.quantity)).toBe(true);
      expect(() =>
        checkListingLot({ minQty: l.min_qty, step: l.step }, { minSplitQty: l.min_split_qty, splitStep: l.split_step }),
      ).not.toThrow();
      expect(new Decimal(l.quantity).greaterThanOrEqualTo(l.min_qty)).toBe(true);
      if (l.pieces > 0) expect(new Decimal(l.quantity).equals(l.pieces)).toBe(true);
      expect(l.valid_until >= shiftDay(today, 30)).toBe(true);
      expect(l.valid_until <= shiftDay(l.listed_on, 90)).toBe(true);
    }
    expect(new Set(listed.map((l) => l.listing_no)).size).toBe(400);
  });

  it('is found by the public market by name, by CAS number with or without dashes, by city and by price', async () => {
    const byName = await market({ keyword: '甲醇' });
    expect(byName.total).toBeGreaterThan(10);
    expect(byName.records.every((r) => r.casNumber === '67-56-1')).toBe(true);
    expect((await market({ keyword: '67-56-1' })).total).toBe(byName.total);
    expect((await market({ keyword: '67561' })).total).toBe(byName.total);
    const [city] = await rows<{ city_code: string; n: string }>(
      sql`SELECT city_code, count(*) AS n FROM receipt_listings GROUP BY city_code ORDER BY count(*) DESC LIMIT 1`,
    );
    expect((await market({ cityCode: city?.city_code })).total).toBe(Number(city?.n));
    // A page past the last counts apart: the same total, no records.
    const [offered] = await rows<{ n: string }>(
      sql`SELECT count(*) AS n FROM receipt_listings WHERE status = 'listed' AND available_qty > 0`,
    );
    const first = await market({});
    expect(first.total).toBe(Number(offered?.n));
    expect(await market({ current: 99 })).toMatchObject({ total: first.total, records: [] });
    const priced = await market({ priceMin: '5000', priceMax: '8000', sort: 'priceAsc' });
    expect(priced.total).toBeGreaterThan(0);
    const prices = priced.records.map((r) => Number(r.unitPrice));
    expect(prices.every((p) => p >= 5000 && p <= 8000)).toBe(true);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
  });

  it('takes a scale buyer’s application for a listing’s minimum once its company affirms the receipt agreement', async () => {
    const [buyer] = await rows<{ id: string }>(sql`
      SELECT u.id FROM users u WHERE u.user_name LIKE 'scale\\_buyer\\_%'
        AND NOT EXISTS (SELECT 1 FROM shops s WHERE s.company_id = u.active_company_id) ORDER BY u.id LIMIT 1`);
    const token = await tokenFor(t, Number(buyer?.id));
    const post = (url: string, payload?: Record<string, unknown>) =>
      t.call({ method: 'POST', url: `/api${url}`, token, ...(payload ? { payload } : {}) });
    const status = (await post('/wr/agreement/template/info')).json().data;
    expect((await post('/wr/agreement/template/affirm', { version: status.current.version })).statusCode).toBe(200);
    const [listing] = await rows<{ id: string; min_qty: string }>(
      sql`SELECT id, min_qty::text AS min_qty FROM receipt_listings WHERE listing_no LIKE 'GP%' ORDER BY id DESC LIMIT 1`,
    );
    const applied = await post('/wr/order/apply', { listingId: Number(listing?.id), quantity: listing?.min_qty });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().data.status).toBe('applied');
  });
});
