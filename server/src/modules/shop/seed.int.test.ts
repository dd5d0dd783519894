import { isValidCreditCode } from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { seedDemo } from '../../db/seed/index.ts';
import { DEMO_SELLER_COMPANIES, DEMO_SHOPS } from '../../db/seed/shops.ts';
import { companies } from '../company/tables.ts';
import { shopAuditLogs, shops } from './tables.ts';

/** The demo market's shops, their companies and the shop entry agreement: a fresh install has shops to show. */
describe('demo shops seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.ctx);
    await seedDemo(t.ctx);
  });
  afterAll(() => t.close());

  it('opens one shop per demo seller company, once, with a valid credit code and history', async () => {
    for (const demo of DEMO_SELLER_COMPANIES) expect(isValidCreditCode(demo.creditCode), demo.name).toBe(true);
    const rows = await t.ctx.db
      .select({ shop: shops, company: companies })
      .from(shops)
      .innerJoin(companies, eq(companies.id, shops.companyId));
    expect(rows).toHaveLength(DEMO_SHOPS.length);
    for (const { shop, company } of rows) {
      expect(shop.auditStatus).toBe(1);
      expect(company.auditStatus).toBe(1);
      expect(shop.logoKey).toBeTruthy();
      const history = await t.ctx.db.select().from(shopAuditLogs).where(eq(shopAuditLogs.shopId, shop.id));
      expect(history.map((h) => h.action)).toEqual(['submit', 'approve']);
    }
    const flagship = rows.find((r) => r.company.name === '江苏恒信石化有限公司');
    expect(flagship?.shop.name).toBe('恒信石化旗舰店');
  });

  it('shows the demo shops on the public pages and the logged-in seller its shop', async () => {
    const list = await t.call({ method: 'POST', url: '/api/shop/select', payload: { keyword: '恒信' } });
    expect(list.json().data.records).toMatchObject([{ name: '恒信石化旗舰店', companyName: '江苏恒信石化有限公司' }]);
    const id = list.json().data.records[0].id;
    const info = await t.call({ method: 'GET', url: `/api/shop/info?id=${id}` });
    expect(info.json().data).toMatchObject({ name: '恒信石化旗舰店', cityName: '苏州市' });
    expect((await t.call({ method: 'GET', url: '/api/homepage/product/category/tree' })).json().data.length).toBeGreaterThan(5);
    expect((await t.call({ method: 'GET', url: '/api/shop/agreement/info' })).json().data.version).toBe(1);
  });
});

describe('OpenAPI document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists every shop and category call with a summary', async () => {
    const res = await t.call({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<string, Record<string, { summary?: string }>>;
    const calls = [
      ['post', '/api/shop/register'],
      ['post', '/api/shop/update'],
      ['post', '/api/shop/save'],
      ['get', '/api/shop/audit'],
      ['post', '/api/shop/audit'],
      ['get', '/api/shop/entry/info'],
      ['get', '/api/shop/info'],
      ['post', '/api/shop/select'],
      ['post', '/api/shop/product/list'],
      ['post', '/api/shop/own/product/list'],
      ['get', '/api/shop/agreement/info'],
      ['get', '/api/admin/shop/audit/list'],
      ['get', '/api/admin/shop/list'],
      ['get', '/api/admin/shop/detail'],
      ['post', '/api/admin/shop/audit'],
      ['post', '/api/admin/shop/agreement/publish'],
      ['get', '/api/homepage/product/category/tree'],
      ['post', '/api/product/productSelectCategory'],
      ['get', '/api/admin/category/tree'],
      ['post', '/api/admin/category/save'],
      ['post', '/api/admin/category/del'],
      ['post', '/api/admin/category/enable'],
      ['post', '/api/admin/category/disable'],
      ['post', '/api/admin/category/move'],
    ] as const;
    for (const [method, path] of calls) expect(paths[path]?.[method]?.summary, `${method} ${path}`).toBeTruthy();
  });
});
