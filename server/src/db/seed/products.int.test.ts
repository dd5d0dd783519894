import { AUDIT_STATUS, isValidCasNumber, PUBLISH_STATUS } from '@hgsc/contracts';
import { count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { certificateAuditLogs, companyCertificates } from '../../modules/certificate/tables.ts';
import { hasValidDangerousGoodsLicence } from '../../modules/certificate/valid-licence.ts';
import { productAuditLogs, productPriceHistory, products } from '../../modules/product/tables.ts';
import { quoteInquiries } from '../../modules/quote/inquiries/tables.ts';
import { quotes, quoteVersions } from '../../modules/quote/tables.ts';
import { shops } from '../../modules/shop/tables.ts';
import { storedFiles } from '../../platform/files/tables.ts';
import { seedDemo } from './index.ts';
import { planDemoProducts } from './product-plan.ts';
import { seedProducts } from './products.ts';
import { DEMO_SHOPS } from './shops.ts';
import { seedSteps } from './tables.ts';

/** The demo market's products, as a visitor and the sellers meet them. */
describe('demo products seed', () => {
  let t: TestApp;
  const planned = planDemoProducts();

  const counts = async () => {
    const n = async (table: typeof products | typeof productAuditLogs | typeof productPriceHistory | typeof storedFiles) =>
      (await t.ctx.db.select({ n: count() }).from(table))[0]?.n;
    return {
      products: await n(products),
      auditLogs: await n(productAuditLogs),
      prices: await n(productPriceHistory),
      files: await n(storedFiles),
      licences: (await t.ctx.db.select({ n: count() }).from(companyCertificates))[0]?.n,
    };
  };
  const search = (payload: Record<string, unknown>) =>
    t.call({ method: 'POST', url: '/api/search/searchPage', payload: { current: 1, size: 200, ...payload } });

  beforeAll(async () => {
    t = await createTestApp();
    // A catalogue nothing was bought from yet, so the race below can empty it: the demo orders' lines (and their
    // contracts' append-only evidence) would hold on to the products.
    await t.ctx.db.insert(seedSteps).values({ name: 'demo-orders' });
    await seedDemo(t.ctx);
  });
  afterAll(() => t.close());

  it('fills every demo shop once: a second run adds nothing', async () => {
    const before = await counts();
    expect(before.products).toBe(planned.length);
    // Each demo shop's company holds one, and so does the demo buyer (working-companies).
    expect(before.licences).toBe(DEMO_SHOPS.length + 1);
    await seedDemo(t.ctx);
    expect(await counts()).toEqual(before);
  });

  it('publishes at least 300 products, every CAS number valid', async () => {
    const res = await search({});
    expect(res.statusCode).toBe(200);
    const page = res.json().data;
    expect(page.total).toBeGreaterThanOrEqual(300);
    expect(page.total).toBe(planned.filter((p) => p.state === 'onShelf').length);
    const all = await t.ctx.db.select({ cas: products.casNumber }).from(products);
    for (const { cas } of all) expect(isValidCasNumber(cas), cas).toBe(true);
    // Dangerous goods are public too: their companies hold an approved, valid licence.
    expect((await search({ dangerous: true })).json().data.total).toBeGreaterThan(50);
  });

  it('finds products by a two-character keyword and by CAS number', async () => {
    const byName = (await search({ keyword: '甲醇' })).json().data;
    expect(byName.total).toBeGreaterThan(3);
    for (const card of byName.records)
      expect(`${card.name}${card.categoryName}${card.shopName}${card.companyName}`).toContain('甲醇');
    const byCas = (await search({ keyword: '67-56-1' })).json().data;
    expect(byCas.total).toBeGreaterThan(0);
    for (const card of byCas.records) expect(card).toMatchObject({ casNumber: '67-56-1', isDangerous: true });
  });

  it('serves the pictures through /seeView as PNG and the SDS as PDF', async () => {
    const [card] = (await search({ keyword: '67-56-1' })).json().data.records;
    const details = (await t.call({ method: 'POST', url: '/api/product/details', payload: { id: card.id } })).json().data;
    expect(details.imageUrls).toHaveLength(2);
    for (const url of [card.coverUrl, ...details.imageUrls]) {
      const image = await t.call({ method: 'GET', url });
      expect(image.statusCode, url).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
    }
    expect(details).toMatchObject({ unNumber: 'UN1230', hazardClass: '3' });
    const [row] = await t.ctx.db.select().from(products).where(eq(products.id, card.id));
    const sds = await t.call({ method: 'GET', url: `/api/seeView?key=${row?.sdsFileKey}&type=pdf` });
    expect(sds.statusCode).toBe(200);
    expect(sds.headers['content-type']).toBe('application/pdf');
  });

  it('fills the home page, the hot list and the price ticker', async () => {
    const home = (await t.call({ method: 'POST', url: '/api/search/home/page' })).json().data;
    expect(home.hotProducts).toHaveLength(8);
    expect(home.newestProducts).toHaveLength(8);
    expect(home.hotProducts[0].salesCount).toBeGreaterThanOrEqual(home.hotProducts[7].salesCount);
    const roll = (await t.call({ method: 'POST', url: '/api/product/productRollShow', payload: { limit: 50 } })).json().data;
    expect(roll).toHaveLength(50);
    expect(new Set(roll.map((item: { trend: string }) => item.trend))).toContain('up');
    expect(new Set(roll.map((item: { trend: string }) => item.trend))).toContain('down');
  });

  it("shows every state on the demo seller's shop, with its history", async () => {
    const [flagship] = await t.ctx.db.select().from(shops).where(eq(shops.name, DEMO_SHOPS[0].name));
    const own = await t.ctx.db
      .select()
      .from(products)
      .where(eq(products.shopId, flagship?.id ?? 0));
    const state = (p: (typeof own)[number]) => `${p.auditStatus}/${p.publishStatus}`;
    expect(new Set(own.map(state))).toEqual(
      new Set([
        `null/${PUBLISH_STATUS.OFF_SHELF}`,
        `${AUDIT_STATUS.PENDING}/${PUBLISH_STATUS.OFF_SHELF}`,
        `${AUDIT_STATUS.REJECTED}/${PUBLISH_STATUS.OFF_SHELF}`,
        `${AUDIT_STATUS.APPROVED}/${PUBLISH_STATUS.OFF_SHELF}`,
        `${AUDIT_STATUS.APPROVED}/${PUBLISH_STATUS.ON_SHELF}`,
      ]),
    );
    const rejected = own.find((p) => p.auditStatus === AUDIT_STATUS.REJECTED);
    expect(rejected?.auditReason).toBeTruthy();
    const history = await t.ctx.db
      .select()
      .from(productAuditLogs)
      .where(eq(productAuditLogs.productId, rejected?.id ?? 0));
    expect(history.map((h) => h.action)).toEqual(['create', 'submit', 'reject']);
    expect(await hasValidDangerousGoodsLicence(t.ctx, flagship?.companyId ?? 0)).toBe(true);
  });

  it('lets two seeders race on a fresh catalogue: one fills it, the other finds nothing to do', async () => {
    const publicFiles = async () =>
      (await t.ctx.db.select({ n: count() }).from(storedFiles).where(isNull(storedFiles.ownerUserId)))[0]?.n;
    const filesBefore = await publicFiles();
    // The demo seller's quotes, and the demo buyer's inquiry, name its products.
    await t.ctx.db.delete(quoteVersions);
    await t.ctx.db.delete(quotes);
    await t.ctx.db.delete(quoteInquiries);
    await t.ctx.db.delete(products);
    await t.ctx.db.delete(certificateAuditLogs);
    await t.ctx.db.delete(companyCertificates);
    const created = await Promise.all([seedProducts(t.ctx), seedProducts(t.ctx)]);
    expect(created.sort((a, b) => a - b)).toEqual([0, planned.length + DEMO_SHOPS.length]);
    expect((await counts()).products).toBe(planned.length);
    // The pictures and SDS files of the first run were found again by their content, not stored twice.
    expect(await publicFiles()).toBe(filesBefore);
  });
});
