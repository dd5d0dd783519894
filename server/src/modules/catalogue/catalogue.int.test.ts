import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, errorOf, type TestApp, tokenFor } from '../../../test/harness.ts';
import { STATEMENTS_HEADER } from '../../platform/db/statement-count-plugin.ts';
import { categories } from '../category/tables.ts';
import { companies } from '../company/tables.ts';
import { productPriceHistory, products } from '../product/tables.ts';
import { createCategory, createSeller, day, grantLicence } from '../product/test-kit.ts';
import { shops } from '../shop/tables.ts';
import { putProduct } from './test-kit.ts';

type Card = { id: number; name: string; price: string; shopName: string; companyName: string };
type PageOf<T> = { records: T[]; total: number; current: number; size: number };

/** SPEC §7 "Public and catalogue" (no login) — search, filters, sorts, paging, details, hot list, ticker, home. */
describe('catalogue', () => {
  let t: TestApp;
  const ids = {
    methanol: 0,
    ethanol: 0,
    benzene: 0,
    offShelf: 0,
    pendingAudit: 0,
    pendingShop: 0,
    rejectedShop: 0,
    expiredLicence: 0,
    noLicence: 0,
  };
  let cat: { root: number; leaf: number; aromatics: number };
  let s1Shop = 0;
  let s1Company = 0;
  let s1Token = '';

  beforeAll(async () => {
    t = await createTestApp();
    const root = await createCategory(t, { name: '醇类' });
    const leaf = await createCategory(t, { name: '一元醇', parentId: root.id });
    const aromatics = await createCategory(t, { name: '芳烃' });
    cat = { root: root.id, leaf: leaf.id, aromatics: aromatics.id };

    // S1: an open shop, no dangerous-goods licence.
    const s1 = await createSeller(t);
    await t.ctx.db.update(shops).set({ name: '华东石化旗舰店' }).where(eq(shops.id, s1.shop.id));
    s1Shop = s1.shop.id;
    s1Company = s1.company.id;
    s1Token = s1.token;
    // S4: an open shop whose company holds a valid licence.
    const s4 = await createSeller(t);
    await t.ctx.db.update(companies).set({ name: '危化贸易有限公司' }).where(eq(companies.id, s4.company.id));
    await grantLicence(t, s4.company.id);
    // S3: an open shop whose licence has expired.
    const s3 = await createSeller(t);
    await grantLicence(t, s3.company.id, { validTo: day(-1) });
    // Shops not open: under review and rejected.
    const pending = await createSeller(t, { shopStatus: 0 });
    const rejected = await createSeller(t, { shopStatus: 2 });

    ids.methanol = (
      await putProduct(t, s1, leaf.id, {
        name: '甲醇',
        brand: '扬子石化',
        price: '2500.00',
        salesCount: 5,
        viewCount: 1,
        daysAgo: 3,
      })
    ).id;
    ids.ethanol = (
      await putProduct(t, s1, root.id, { name: '无水乙醇', casNumber: '64-17-5', price: '5200.00', salesCount: 20, daysAgo: 1 })
    ).id;
    ids.benzene = (
      await putProduct(t, s4, aromatics.id, {
        name: '纯苯',
        casNumber: '71-43-2',
        price: '6800.50',
        stock: '0.0000',
        packaging: 1,
        provinceCode: '310000',
        cityCode: '310100',
        brand: '镇海炼化',
        isDangerous: true,
        salesCount: 10,
        daysAgo: 2,
      })
    ).id;
    // Hidden: off shelf, under audit, closed shops, dangerous without / with an expired licence.
    ids.offShelf = (await putProduct(t, s1, leaf.id, { name: '甲醇', brand: '扬子石化', publishStatus: 0 })).id;
    ids.pendingAudit = (await putProduct(t, s1, leaf.id, { name: '甲醇', auditStatus: 0, publishStatus: 0 })).id;
    ids.pendingShop = (await putProduct(t, pending, leaf.id, { name: '甲醇', brand: '中煤' })).id;
    ids.rejectedShop = (await putProduct(t, rejected, leaf.id, { name: '甲醇' })).id;
    ids.expiredLicence = (
      await putProduct(t, s3, aromatics.id, { name: '甲苯', casNumber: '108-88-3', isDangerous: true, salesCount: 99 })
    ).id;
    ids.noLicence = (
      await putProduct(t, s1, aromatics.id, {
        name: '氯苯',
        casNumber: '108-90-7',
        brand: '镇海炼化',
        isDangerous: true,
        salesCount: 99,
      })
    ).id;
  });
  afterAll(() => t.close());

  const visible = () => [ids.methanol, ids.ethanol, ids.benzene];
  const hidden = () => [ids.offShelf, ids.pendingAudit, ids.pendingShop, ids.rejectedShop, ids.expiredLicence, ids.noLicence];

  async function search(payload: Record<string, unknown>) {
    const res = await t.call({ method: 'POST', url: '/api/search/searchPage', payload });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as PageOf<Card>;
  }
  const idsOf = (page: PageOf<Card>) => page.records.map((r) => r.id);
  const sorted = (list: number[]) => [...list].sort((a, b) => a - b);

  it('shows only on-shelf products of open shops, dangerous goods only with a valid licence (no login)', async () => {
    const page = await search({});
    expect(sorted(idsOf(page))).toEqual(sorted(visible()));
    expect(page.total).toBe(3);
    for (const id of hidden()) expect(idsOf(page)).not.toContain(id);
  });

  it('finds a one-character and a two-character Chinese keyword', async () => {
    expect(idsOf(await search({ keyword: '苯' }))).toEqual([ids.benzene]);
    // Counted too: the shops under review and rejected offer 甲醇 as well.
    const methanol = await search({ keyword: '甲醇' });
    expect(idsOf(methanol)).toEqual([ids.methanol]);
    expect(methanol.total).toBe(1);
    expect(sorted(idsOf(await search({ keyword: '醇' })))).toEqual(sorted([ids.methanol, ids.ethanol]));
    expect(idsOf(await search({ keyword: '无水乙醇' }))).toEqual([ids.ethanol]);
    expect((await search({ keyword: '不存在的商品' })).total).toBe(0);
  });

  it('matches a CAS number exactly', async () => {
    expect(idsOf(await search({ keyword: '67-56-1' }))).toEqual([ids.methanol]);
    expect(idsOf(await search({ keyword: '71-43-2' }))).toEqual([ids.benzene]);
    expect((await search({ keyword: '108-88-3' })).total).toBe(0);
  });

  it('matches the shop name and the company name', async () => {
    const byShop = await search({ keyword: '华东石化' });
    expect(sorted(idsOf(byShop))).toEqual(sorted([ids.methanol, ids.ethanol]));
    expect(byShop.records[0]?.shopName).toBe('华东石化旗舰店');
    const byCompany = await search({ keyword: '危化贸易' });
    expect(idsOf(byCompany)).toEqual([ids.benzene]);
    expect(byCompany.records[0]?.companyName).toBe('危化贸易有限公司');
  });

  it('filters by category subtree', async () => {
    expect(sorted(idsOf(await search({ categoryId: cat.root })))).toEqual(sorted([ids.methanol, ids.ethanol]));
    const leaf = await search({ categoryId: cat.leaf });
    expect(idsOf(leaf)).toEqual([ids.methanol]);
    // Counted along the category index: the products of the shops not open there are not counted.
    expect(leaf.total).toBe(1);
    // A keyword naming the category counts its offers first (search.ts cappedCountOf), without them too.
    const namingLeaf = await search({ keyword: '一元醇' });
    expect(idsOf(namingLeaf)).toEqual([ids.methanol]);
    expect(namingLeaf.total).toBe(1);
    expect(idsOf(await search({ categoryId: cat.aromatics }))).toEqual([ids.benzene]);
  });

  it('answers a category the tree does not hold with an empty page, reading no products', async () => {
    await search({ categoryId: cat.root });
    const res = await t.call({ method: 'POST', url: '/api/search/searchPage', payload: { categoryId: 999_999 } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ records: [], total: 0, pages: 0 });
    // The category tree is kept: no statement at all.
    expect(res.headers[STATEMENTS_HEADER]).toBe('0');
  });

  it('keeps the category tree for the subtree filter, and forgets it when the operator changes a category', async () => {
    const operator = await tokenFor(t, (await createUser(t, { role: 'operator' })).id);
    await search({ categoryId: cat.root });
    // A category written elsewhere (another process, here straight into the table) shows within the tree's time …
    const [child] = await t.ctx.db.insert(categories).values({ name: '二元醇', parentId: cat.root }).returning();
    const glycol = await putProduct(t, { shop: { id: s1Shop }, company: { id: s1Company } }, child?.id as number, {
      name: '乙二醇',
    });
    expect(idsOf(await search({ categoryId: cat.root }))).not.toContain(glycol.id);
    // … an operator's category change at once.
    const saved = await t.call({ method: 'POST', url: '/api/admin/category/save', token: operator, payload: { name: '酯类' } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(idsOf(await search({ categoryId: cat.root }))).toContain(glycol.id);
    await t.ctx.db.delete(products).where(eq(products.id, glycol.id));
    await t.ctx.db.delete(categories).where(inArray(categories.id, [child?.id as number, saved.json().data.id]));
  });

  it('filters by packaging, province, warehouse city, price range, stock and dangerous', async () => {
    expect(idsOf(await search({ packaging: 1 }))).toEqual([ids.benzene]);
    expect(idsOf(await search({ provinceCode: '310000' }))).toEqual([ids.benzene]);
    expect(idsOf(await search({ cityCode: '310100' }))).toEqual([ids.benzene]);
    expect(idsOf(await search({ provinceCode: '310000', cityCode: '310100', keyword: '苯' }))).toEqual([ids.benzene]);
    expect(idsOf(await search({ cityCode: '320500' }))).toEqual([]);
    expect(idsOf(await search({ minPrice: '2600', maxPrice: '6000' }))).toEqual([ids.ethanol]);
    expect(idsOf(await search({ minPrice: '6800.50' }))).toEqual([ids.benzene]);
    expect(idsOf(await search({ maxPrice: '2500.00' }))).toEqual([ids.methanol]);
    expect(sorted(idsOf(await search({ inStock: true })))).toEqual(sorted([ids.methanol, ids.ethanol]));
    expect(idsOf(await search({ dangerous: true }))).toEqual([ids.benzene]);
    expect(sorted(idsOf(await search({ dangerous: false })))).toEqual(sorted([ids.methanol, ids.ethanol]));
  });

  it('filters by producer, and lists the producers of the visible offers, the most offered first', async () => {
    expect(idsOf(await search({ brand: '扬子石化' }))).toEqual([ids.methanol]);
    expect(idsOf(await search({ brand: ' 镇海炼化 ', keyword: '苯' }))).toEqual([ids.benzene]);
    expect(idsOf(await search({ brand: '镇海炼化', keyword: '甲醇' }))).toEqual([]);
    // Hidden offers are no producer's: the off-shelf 扬子石化, the closed shop's 中煤, the unlicensed 镇海炼化.
    expect(idsOf(await search({ brand: '中煤' }))).toEqual([]);
    const brands = async (query = '') => {
      const res = await t.call({ method: 'GET', url: `/api/homepage/product/brands${query}` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { brand: string; offers: number }[];
    };
    const zhenhai = await putProduct(t, { shop: { id: s1Shop }, company: { id: s1Company } }, cat.root, {
      name: '乙醇',
      casNumber: '64-17-5',
      brand: '镇海炼化',
    });
    expect(await brands()).toEqual([
      { brand: '镇海炼化', offers: 2 },
      { brand: '扬子石化', offers: 1 },
    ]);
    expect(await brands(`?categoryId=${cat.leaf}`)).toEqual([{ brand: '扬子石化', offers: 1 }]);
    expect(await brands('?categoryId=999999')).toEqual([]);
    await t.ctx.db.delete(products).where(eq(products.id, zhenhai.id));

    // A producer in one city by price runs one plan for every pair (search.ts producerInCityByPrice): past the five
    // calls after which PostgreSQL keeps a generic plan, a pair of two offers, of one, of none and a hidden one.
    const inShanghai = { provinceCode: '310000', cityCode: '310100' };
    const dearer = await putProduct(t, { shop: { id: s1Shop }, company: { id: s1Company } }, cat.root, {
      name: '甲苯',
      price: '7000.00',
      brand: '镇海炼化',
      ...inShanghai,
    });
    const hiddenInPair = await putProduct(t, { shop: { id: s1Shop }, company: { id: s1Company } }, cat.root, {
      name: '氯苯',
      price: '100.00',
      brand: '镇海炼化',
      isDangerous: true,
      ...inShanghai,
    });
    for (let call = 0; call < 7; call++) {
      const asc = await search({ brand: '镇海炼化', ...inShanghai, sort: 'priceAsc' });
      expect(idsOf(asc)).toEqual([ids.benzene, dearer.id]);
      expect(asc.total).toBe(2);
      expect(idsOf(await search({ brand: '镇海炼化', cityCode: '310100', sort: 'priceDesc' }))).toEqual([dearer.id, ids.benzene]);
      expect(idsOf(await search({ brand: '扬子石化', ...inShanghai, sort: 'priceAsc' }))).toEqual([]);
      expect(idsOf(await search({ brand: '镇海炼化', cityCode: '320500', sort: 'priceDesc' }))).toEqual([]);
    }
    await t.ctx.db.delete(products).where(inArray(products.id, [dearer.id, hiddenInPair.id]));
    const tooLong = await t.call({ method: 'POST', url: '/api/search/searchPage', payload: { brand: '厂'.repeat(51) } });
    expect(errorOf(tooLong)).toMatchObject({ status: 400, field: 'brand' });
  });

  it('sorts by price, newest and hottest', async () => {
    expect(idsOf(await search({ sort: 'priceAsc' }))).toEqual([ids.methanol, ids.ethanol, ids.benzene]);
    expect(idsOf(await search({ sort: 'priceDesc' }))).toEqual([ids.benzene, ids.ethanol, ids.methanol]);
    expect(idsOf(await search({ sort: 'newest' }))).toEqual([ids.ethanol, ids.benzene, ids.methanol]);
    expect(idsOf(await search({}))).toEqual([ids.ethanol, ids.benzene, ids.methanol]);
    expect(idsOf(await search({ sort: 'hot' }))).toEqual([ids.ethanol, ids.benzene, ids.methanol]);
  });

  it('compares prices per tonne: a drum by its net weight, a kilogram a thousandth of a tonne', async () => {
    const [seller] = await t.ctx.db.select().from(products).where(eq(products.id, ids.methanol));
    const place = { shop: { id: seller!.shopId }, company: { id: seller!.companyId } };
    // 415.00 a drum of 160 kg is 2,593.75 a tonne: dearer than 2,500.00 a tonne, cheaper than 5,200.00 a tonne.
    const drum = await putProduct(t, place, seller!.categoryId, { name: '甲醇 桶装', price: '415.00', daysAgo: 5 });
    await t.ctx.db.update(products).set({ unit: '桶', unitWeightKg: '160' }).where(eq(products.id, drum.id));
    // 6.50 a kilogram is 6,500.00 a tonne: the dearest.
    const kilo = await putProduct(t, place, seller!.categoryId, { name: '甲醇 试剂', price: '6.50', daysAgo: 5 });
    await t.ctx.db.update(products).set({ unit: '千克' }).where(eq(products.id, kilo.id));
    try {
      expect(idsOf(await search({ sort: 'priceAsc' }))).toEqual([ids.methanol, drum.id, ids.ethanol, kilo.id, ids.benzene]);
      expect(idsOf(await search({ sort: 'priceDesc' }))).toEqual([ids.benzene, kilo.id, ids.ethanol, drum.id, ids.methanol]);
      expect(idsOf(await search({ minPrice: '2593.75', maxPrice: '2600' }))).toEqual([drum.id]);
      expect(idsOf(await search({ minPrice: '6000', maxPrice: '6600' }))).toEqual([kilo.id]);
      const cards = (await search({ sort: 'priceAsc' })).records as unknown as { id: number; tonnePrice: string | null }[];
      expect(cards.map((card) => [card.id, card.tonnePrice])).toEqual([
        [ids.methanol, null],
        [drum.id, '2593.75'],
        [ids.ethanol, null],
        [kilo.id, '6500.00'],
        [ids.benzene, null],
      ]);
    } finally {
      await t.ctx.db.delete(products).where(inArray(products.id, [drum.id, kilo.id]));
    }
  });

  it('pages with the SPEC sizes', async () => {
    const first = await search({ size: 10, current: 1, sort: 'priceAsc' });
    expect(first).toMatchObject({ total: 3, size: 10, current: 1 });
    const second = await search({ size: 10, current: 2 });
    expect(second.records).toEqual([]);
    expect(second.total).toBe(3);
    const res = await t.call({ method: 'POST', url: '/api/search/searchPage', payload: { size: 7 } });
    expect(errorOf(res)).toMatchObject({ status: 400, field: 'size' });
  });

  it('rejects invalid filters naming the field', async () => {
    const call = (payload: Record<string, unknown>) => t.call({ method: 'POST', url: '/api/search/searchPage', payload });
    expect(errorOf(await call({ minPrice: 'abc' }))).toMatchObject({ status: 400, field: 'minPrice' });
    expect(errorOf(await call({ minPrice: '10', maxPrice: '5' }))).toMatchObject({ status: 400, field: 'maxPrice' });
    expect(errorOf(await call({ packaging: 9 }))).toMatchObject({ status: 400, field: 'packaging' });
    expect(errorOf(await call({ sort: 'cheapest' }))).toMatchObject({ status: 400, field: 'sort' });
    expect(errorOf(await call({ categoryId: 'x' }))).toMatchObject({ status: 400, field: 'categoryId' });
    expect(errorOf(await call({ unknown: 1 }))).toMatchObject({ status: 400 });
  });

  it('GET /homepage/product/search takes the filters as a query string', async () => {
    const res = await t.call({
      method: 'GET',
      url: '/api/homepage/product/search',
      query: { keyword: '醇', inStock: 'true', dangerous: 'false', sort: 'priceDesc', size: '10' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(idsOf(res.json().data)).toEqual([ids.ethanol, ids.methanol]);
    const bad = await t.call({ method: 'GET', url: '/api/homepage/product/search', query: { inStock: 'maybe' } });
    expect(errorOf(bad)).toMatchObject({ status: 400, field: 'inStock' });
  });

  it('/product/details shows a public product with shop and company and counts the view', async () => {
    const details = (id: unknown) => t.call({ method: 'POST', url: '/api/product/details', payload: { id } });
    const res = await details(ids.benzene);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      id: ids.benzene,
      name: '纯苯',
      price: '6800.50',
      packaging: 1,
      packagingLabel: expect.any(String),
      isDangerous: true,
      unNumber: 'UN1230',
      hazardClass: '3',
      company: { name: '危化贸易有限公司' },
      shop: { id: expect.any(Number) },
    });
    expect(res.json().data.imageUrls).toHaveLength(1);
    await details(ids.benzene);
    await t.ctx.productViews.flush();
    const [row] = await t.ctx.db.select({ v: products.viewCount }).from(products).where(eq(products.id, ids.benzene));
    expect(row?.v).toBe(2);
    for (const id of [...hidden(), 999_999]) expect(errorOf(await details(id)).status).toBe(404);
    await t.ctx.productViews.flush();
    const [hiddenRow] = await t.ctx.db.select({ v: products.viewCount }).from(products).where(eq(products.id, ids.offShelf));
    expect(hiddenRow?.v).toBe(0);
    expect(errorOf(await details('x'))).toMatchObject({ status: 400, field: 'id' });
  });

  it('/product/hot/list lists the hottest public products', async () => {
    const res = await t.call({ method: 'POST', url: '/api/product/hot/list', payload: {} });
    expect(res.statusCode, res.body).toBe(200);
    expect(idsOf(res.json().data)).toEqual([ids.ethanol, ids.benzene, ids.methanol]);
    const byCategory = await t.call({ method: 'POST', url: '/api/product/hot/list', payload: { categoryId: cat.root } });
    expect(idsOf(byCategory.json().data)).toEqual([ids.ethanol, ids.methanol]);
    const bad = await t.call({ method: 'POST', url: '/api/product/hot/list', payload: { size: 3 } });
    expect(errorOf(bad)).toMatchObject({ status: 400, field: 'size' });
  });

  it('/product/productRollShow lists the latest price moves of public products', async () => {
    const at = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    await t.ctx.db.insert(productPriceHistory).values([
      { productId: ids.methanol, price: '2400.00', previousPrice: null, createdAt: at(30) },
      { productId: ids.methanol, price: '2500.00', previousPrice: '2400.00', createdAt: at(10) },
      { productId: ids.ethanol, price: '5200.00', previousPrice: '5300.00', createdAt: at(5) },
      { productId: ids.offShelf, price: '1.00', previousPrice: null, createdAt: at(1) },
      { productId: ids.noLicence, price: '1.00', previousPrice: null, createdAt: at(1) },
    ]);
    const res = await t.call({ method: 'POST', url: '/api/product/productRollShow', payload: { limit: 10 } });
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().data as { productId: number; trend: string; price: string }[];
    expect(items.map((i) => [i.productId, i.trend])).toEqual([
      [ids.ethanol, 'down'],
      [ids.methanol, 'up'],
      [ids.methanol, 'new'],
    ]);
    const limited = await t.call({ method: 'POST', url: '/api/product/productRollShow', payload: { limit: 1 } });
    expect(limited.json().data).toHaveLength(1);
    const bad = await t.call({ method: 'POST', url: '/api/product/productRollShow', payload: { limit: 0 } });
    expect(errorOf(bad)).toMatchObject({ status: 400, field: 'limit' });
  });

  it('/search/home/page gives the category tree, hot and newest products and open shops', async () => {
    const res = await t.call({ method: 'POST', url: '/api/search/home/page' });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.categories.map((c: { name: string }) => c.name)).toEqual(expect.arrayContaining(['醇类', '芳烃']));
    const alcohols = data.categories.find((c: { name: string }) => c.name === '醇类');
    expect(alcohols.children.map((c: { name: string }) => c.name)).toEqual(['一元醇']);
    expect(data.hotProducts.map((p: Card) => p.id)).toEqual([ids.ethanol, ids.benzene, ids.methanol]);
    expect(data.newestProducts.map((p: Card) => p.id)).toEqual([ids.ethanol, ids.benzene, ids.methanol]);
    const shopNames = data.recommendedShops.map((s: { name: string }) => s.name);
    expect(shopNames).toContain('华东石化旗舰店');
    expect(data.recommendedShops.length).toBe(3);
  });

  it("names a card's category in the reader's language: English where the category has an English name", async () => {
    await t.ctx.db.update(categories).set({ nameEn: 'Alcohols' }).where(eq(categories.id, cat.root));
    const categoryNames = async (language: 'zh' | 'en') => {
      const headers = { language };
      const call = async (url: string, payload: Record<string, unknown>, token?: string) =>
        (await t.call({ method: 'POST', url, payload, headers, token })).json().data;
      const named = (list: { id: number; categoryName: string }[]) =>
        Object.fromEntries(list.filter((c) => c.id === ids.ethanol || c.id === ids.methanol).map((c) => [c.id, c.categoryName]));
      const page = { current: 1, size: 50 };
      return {
        search: named((await call('/api/search/searchPage', { keyword: '醇' })).records),
        shop: named((await call('/api/shop/product/list', { id: s1Shop, ...page })).records),
        sellerSale: named((await call('/api/product/secletsaleinfo', page, s1Token)).records),
        sellerOwn: named((await call('/api/shop/own/product/list', page, s1Token)).records),
        details: (await call('/api/product/details', { id: ids.ethanol })).categoryName,
      };
    };
    // Ethanol hangs on 醇类 (Alcohols); methanol on 一元醇, which has no English name and keeps its Chinese one.
    const inEnglish = { [ids.ethanol]: 'Alcohols', [ids.methanol]: '一元醇' };
    const inChinese = { [ids.ethanol]: '醇类', [ids.methanol]: '一元醇' };
    for (const [language, names, details] of [
      ['en', inEnglish, 'Alcohols'],
      ['zh', inChinese, '醇类'],
    ] as const)
      expect(await categoryNames(language), language).toEqual({
        search: names,
        shop: names,
        sellerSale: names,
        sellerOwn: names,
        details,
      });
  });
});
