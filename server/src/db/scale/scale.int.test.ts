import { ORDER_STATUS } from '@hgsc/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp } from '../../../test/harness.ts';
import { searchProducts } from '../../modules/catalogue/search.ts';
import { rawRows } from '../../platform/db/raw-rows.ts';
import { scaleUserName } from './company-plan.ts';
import { AlreadyScaledError, generateScaleData, SCALE_PASSWORD, type ScaleResult } from './generate.ts';

const SIZES = { products: 2000, shops: 20, companies: 50, orders: 300 };

let t: TestApp;
let result: ScaleResult;

const rows = <T>(query: ReturnType<typeof sql>) => rawRows<T>(t.ctx.db, query);

beforeAll(async () => {
  t = await createTestApp({ CAPTCHA_ENABLED: true });
  result = await generateScaleData(t.ctx, SIZES, () => {});
}, 180_000);
afterAll(async () => t?.close());

describe('scale data', () => {
  it('adds the asked numbers of rows, after the demo seed', () => {
    const added = (table: keyof ScaleResult['after']) => result.after[table] - result.before[table];
    expect(added('companies')).toBe(50);
    expect(added('users')).toBe(50);
    // 20 open shops and two applications not open (one per ten shops): one under review, one rejected.
    expect(added('shops')).toBe(22);
    expect(added('company_certificates')).toBe(20);
    expect(added('products')).toBe(2000);
    expect(added('orders')).toBe(300);
    expect(added('order_items')).toBeGreaterThanOrEqual(300);
    expect(added('contracts')).toBeGreaterThan(0);
    // The demo seed ran first: its accounts and shops are there too.
    expect(result.before.shops).toBeGreaterThan(0);
    expect(result.phases.map((p) => p.phase)).toEqual([
      'demo seed',
      'chemical dictionary',
      'plan',
      'companies',
      'products',
      'orders',
      'contracts',
      'analyze',
    ]);
  });

  it('has orders in every status, with amounts that add up exactly', async () => {
    const statuses = await rows<{ status: number }>(sql`SELECT DISTINCT status FROM orders`);
    expect(new Set(statuses.map((r) => Number(r.status)))).toEqual(new Set(Object.values(ORDER_STATUS)));
    const [wrong] = await rows<{ n: string }>(sql`
      SELECT count(*) AS n FROM orders o
      JOIN (SELECT order_id, sum(amount) AS goods, bool_and(amount = round(price * quantity, 2)) AS lines_ok
            FROM order_items GROUP BY order_id) i ON i.order_id = o.id
      WHERE o.goods_amount <> i.goods OR o.total_amount <> o.goods_amount + o.freight_amount OR NOT i.lines_ok
        OR o.seller_company_id = o.buyer_company_id`);
    expect(Number(wrong?.n)).toBe(0);
  });

  it('gives each order at or past the contract stage a contract in the matching state', async () => {
    const inForce = await rows<{ status: number; contract: string | null; signatures: string }>(sql`
      SELECT o.status, c.status AS contract, (SELECT count(*) FROM contract_signatures s WHERE s.contract_id = c.id) AS signatures
      FROM orders o
      LEFT JOIN LATERAL (SELECT * FROM contracts c WHERE c.subject_kind = 'order' AND c.subject_id = o.id AND c.status <> 'cancelled'
        ORDER BY c.version DESC LIMIT 1) c ON true`);
    const S = ORDER_STATUS;
    for (const row of inForce) {
      const status = Number(row.status);
      if (status === S.NONE_SIGNED) expect(row.contract).toBe('generated');
      if (status === S.SELLER_TO_SIGN || status === S.BUYER_TO_SIGN)
        expect([row.contract, Number(row.signatures)]).toEqual(['partlySigned', 1]);
      if (
        [S.CONTRACT_COMPLETE, S.BUYER_PAID, S.SELLER_RECEIVED_MONEY, S.PART_SHIPPED, S.AWAITING_RECEIPT, S.COMPLETE].includes(
          status as never,
        )
      )
        expect([row.contract, Number(row.signatures)]).toEqual(['signed', 2]);
      if ([S.WAIT_CONTRACT, S.CANCELLED, S.REJECTED].includes(status as never)) expect(row.contract).toBeNull();
    }
  });

  it('is found by public search: a two-character Chinese keyword and a CAS number', async () => {
    const byName = await searchProducts(t.ctx, { keyword: '甲醇', current: 1, size: 50, sort: 'newest' }, 'zh');
    expect(byName.total).toBeGreaterThan(5);
    expect(byName.records.every((p) => `${p.name}${p.categoryName}${p.shopName}${p.companyName}`.includes('甲醇'))).toBe(true);
    expect(byName.records.some((p) => p.shopName !== '恒信石化旗舰店' && p.companyName.endsWith('有限公司'))).toBe(true);
    const byCas = await searchProducts(t.ctx, { keyword: '64-17-5', current: 1, size: 50, sort: 'hot' }, 'zh');
    expect(byCas.total).toBeGreaterThan(5);
    expect(byCas.records.every((p) => p.casNumber === '64-17-5')).toBe(true);
    // Mostly on shelf: about nine in ten scale offers are public.
    const [shown] = await rows<{ public: string; all: string }>(sql`
      SELECT count(*) FILTER (WHERE p.publish_status = 1 AND p.audit_status = 1) AS public, count(*) AS all
      FROM products p JOIN companies c ON c.id = p.company_id JOIN users u ON u.id = c.owner_user_id
      WHERE u.user_name LIKE 'scale\\_buyer\\_%'`);
    expect(Number(shown?.public) / Number(shown?.all)).toBeGreaterThan(0.85);
  });

  it('leaves the applications not open out of the catalogue, with no products and a reason for the rejected one', async () => {
    const applications = await rows<{ audit_status: number; reason: string | null; products: string; company: string }>(sql`
      SELECT s.audit_status, s.audit_reason AS reason, (SELECT count(*) FROM products p WHERE p.shop_id = s.id) AS products,
        c.name AS company
      FROM shops s JOIN companies c ON c.id = s.company_id JOIN users u ON u.id = c.owner_user_id
      WHERE u.user_name LIKE 'scale\\_buyer\\_%' AND s.audit_status <> 1 ORDER BY s.audit_status`);
    expect(applications.map((a) => [Number(a.audit_status), a.reason !== null, Number(a.products)])).toEqual([
      [0, false, 0],
      [2, true, 0],
    ]);
    // The public shop list finds an open scale shop by its company's name, and neither application.
    const found = async (keyword: string) =>
      (await t.call({ method: 'POST', url: '/api/shop/select', payload: { current: 1, size: 10, keyword } })).json().data.total;
    const [open] = await rows<{ company: string }>(sql`
      SELECT c.name AS company FROM shops s JOIN companies c ON c.id = s.company_id JOIN users u ON u.id = c.owner_user_id
      WHERE u.user_name = ${scaleUserName(1)}`);
    expect(await found(open?.company ?? '')).toBe(1);
    for (const a of applications) expect(await found(a.company)).toBe(0);
  });

  it('lets a scale buyer log in and list its orders', async () => {
    const [busiest] = await rows<{ user_name: string }>(sql`
      SELECT u.user_name FROM orders o JOIN users u ON u.id = o.buyer_user_id
      WHERE u.user_name LIKE 'scale\\_buyer\\_%' GROUP BY u.user_name ORDER BY count(*) DESC, u.user_name LIMIT 1`);
    expect(busiest?.user_name).toMatch(/^scale_buyer_\d+$/);
    const token = await login(t, busiest?.user_name ?? scaleUserName(1), SCALE_PASSWORD);
    const list = await t.call({ method: 'POST', url: '/api/order/buyer/orderlist', token, payload: { current: 1, size: 10 } });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.total).toBeGreaterThan(0);
  });

  it('refuses a second run on the same database', async () => {
    await expect(generateScaleData(t.ctx, SIZES, () => {})).rejects.toBeInstanceOf(AlreadyScaledError);
  });
});
