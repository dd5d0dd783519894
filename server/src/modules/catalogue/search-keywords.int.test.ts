import { CATALOGUE_TOTAL_CAP } from '@hgsc/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { forgetCatalogue } from '../../platform/cache/catalogue-cache.ts';
import { lastReachablePage } from '../../platform/db/paging.ts';
import { companies } from '../company/tables.ts';
import { products } from '../product/tables.ts';
import { createCategory, createSeller } from '../product/test-kit.ts';
import { shops } from '../shop/tables.ts';
import { forgetNameStatistics, isFrequentKeyword, nameStatistics } from './name-statistics.ts';
import { putProduct } from './test-kit.ts';

type Card = { id: number; name: string; shopName: string };
type SearchPage = { records: Card[]; total: number; current: number; size: number; pages: number; totalCapped?: boolean };

/**
 * Keyword search along the paths that keep it fast at a million products: the name grams, the trigram index and named
 * shops; the capped total and deep pages.
 */
describe('catalogue keyword search', () => {
  let t: TestApp;
  const ids = { caustic: 0, soda: 0, dbp: 0, ruifeng: [] as number[] };
  let seller: Awaited<ReturnType<typeof createSeller>>;
  let categoryId = 0;

  beforeAll(async () => {
    t = await createTestApp();
    categoryId = (await createCategory(t, { name: '无机碱' })).id;
    seller = await createSeller(t);
    ids.caustic = (await putProduct(t, seller, categoryId, { name: '氢氧化钠 NaOH 片碱 99%', casNumber: '1310-73-2' })).id;
    ids.soda = (await putProduct(t, seller, categoryId, { name: '碳酸钠（纯碱）', casNumber: '497-19-8' })).id;
    ids.dbp = (await putProduct(t, seller, categoryId, { name: '邻苯二甲酸二丁酯 DBP', casNumber: '84-74-2' })).id;
    // A shop whose name is in none of its product names.
    const ruifeng = await createSeller(t);
    await t.ctx.db.update(shops).set({ name: '瑞丰贸易旗舰店' }).where(eq(shops.id, ruifeng.shop.id));
    for (const name of ['丙酮', '乙酸乙酯'])
      ids.ruifeng.push((await putProduct(t, ruifeng, categoryId, { name, casNumber: '67-64-1' })).id);
    // More public offers of one product than the search counts.
    await t.ctx.db.insert(products).values(
      Array.from({ length: CATALOGUE_TOTAL_CAP + 50 }, (_, i) => ({
        shopId: seller.shop.id,
        companyId: seller.company.id,
        categoryId,
        name: `高密度聚乙烯 HDPE 第${i + 1}批`,
        casNumber: '9002-88-4',
        packaging: 6,
        price: `${8000 + i}.00`,
        minOrderQty: '1.0000',
        stock: '10.0000',
        deliveryPlace: '江苏苏州',
        auditStatus: 1,
        publishStatus: 1,
        publishedAt: new Date(Date.now() - i * 60_000),
      })),
    );
  });
  afterAll(() => t.close());

  async function search(payload: Record<string, unknown>) {
    const res = await t.call({ method: 'POST', url: '/api/search/searchPage', payload });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as SearchPage;
  }
  const idsOf = async (keyword: string) => (await search({ keyword, size: 50 })).records.map((r) => r.id).sort((a, b) => a - b);
  const sorted = (list: number[]) => [...list].sort((a, b) => a - b);

  it('finds a one-character keyword in any position of the name', async () => {
    expect(await idsOf('钠')).toEqual(sorted([ids.caustic, ids.soda]));
    expect(await idsOf('酯')).toEqual(sorted([ids.dbp, ids.ruifeng[1] as number]));
  });

  it('finds a two-character keyword only where the two characters stand together', async () => {
    expect(await idsOf('酸钠')).toEqual([ids.soda]);
    expect(await idsOf('钠碳')).toEqual([]);
    expect(await idsOf('碳酸')).toEqual([ids.soda]);
    expect(await idsOf('纯碱')).toEqual([ids.soda]);
    expect(await idsOf('丁酯')).toEqual([ids.dbp]);
  });

  it('finds a four-character keyword, and not its characters apart', async () => {
    expect(await idsOf('苯二甲酸')).toEqual([ids.dbp]);
    expect(await idsOf('二甲酸二')).toEqual([ids.dbp]);
    expect(await idsOf('甲酸二苯')).toEqual([]);
  });

  it('matches Latin letters whatever their case, in one, two and more characters', async () => {
    for (const keyword of ['naoh', 'NAOH', 'NaOH', 'nAoH']) expect(await idsOf(keyword)).toEqual([ids.caustic]);
    for (const keyword of ['Na', 'nA', 'OH', 'dbp', 'Dbp']) expect((await idsOf(keyword)).length).toBe(1);
    expect(await idsOf('A')).toEqual([ids.caustic]);
    expect(await idsOf('%')).toEqual([ids.caustic]);
  });

  it('finds the products of a shop named by the keyword, and only those', async () => {
    const page = await search({ keyword: '瑞丰', size: 10 });
    expect(sorted(page.records.map((r) => r.id))).toEqual(sorted(ids.ruifeng));
    expect(page.records.every((r) => r.shopName === '瑞丰贸易旗舰店')).toBe(true);
    expect(page.total).toBe(2);
    expect(page.totalCapped).toBeUndefined();
  });

  it("names a shop by its company's name in one, two and four characters, a shop, company or category by Latin letters in any case", async () => {
    const orbis = await createSeller(t);
    await t.ctx.db.update(shops).set({ name: 'Orbis Chem 旗舰店' }).where(eq(shops.id, orbis.shop.id));
    await t.ctx.db.update(companies).set({ name: '沣泽实业有限公司' }).where(eq(companies.id, orbis.company.id));
    // Renamed past the routes, which forget the shops the catalogue keeps in memory.
    forgetCatalogue(t.ctx);
    const own = (await putProduct(t, orbis, categoryId, { name: '氯化钾 颗粒' })).id;
    for (const keyword of ['沣', '沣泽', '沣泽实业', 'orbis', 'ORBIS CHEM', 'oRbIs'])
      expect(await idsOf(keyword), keyword).toEqual([own]);
    // A company named in Latin letters, found in any case; % and _ in a keyword are the characters themselves.
    const lumen = await createSeller(t);
    await t.ctx.db.update(companies).set({ name: 'Lumen_50% Trading Co' }).where(eq(companies.id, lumen.company.id));
    forgetCatalogue(t.ctx);
    const lumens = (await putProduct(t, lumen, categoryId, { name: '硝酸钾 工业级' })).id;
    for (const keyword of ['LUMEN', 'lumen_50%', 'n_5']) expect(await idsOf(keyword), keyword).toEqual([lumens]);
    for (const keyword of ['lumenx50', 'n%5']) expect(await idsOf(keyword), keyword).toEqual([]);
    const pvc = await createCategory(t, { name: 'PVC专用料' });
    const inPvc = (await putProduct(t, seller, pvc.id, { name: '聚合物粒子' })).id;
    for (const keyword of ['pvc', 'Pvc专用', '专用料']) expect(await idsOf(keyword), keyword).toEqual([inPvc]);
  });

  it('counts no further than the cap and says so', async () => {
    for (const keyword of ['乙烯', '高密度聚乙烯', '9002-88-4']) {
      const page = await search({ keyword, size: 10 });
      expect(page).toMatchObject({ total: CATALOGUE_TOTAL_CAP, totalCapped: true, current: 1, pages: CATALOGUE_TOTAL_CAP / 10 });
      expect(page.records).toHaveLength(10);
    }
    const exact = await search({ keyword: '氢氧化钠' });
    expect(exact.total).toBe(1);
    expect(exact.totalCapped).toBeUndefined();
  });

  it('counts a keyword naming a category to the cap through that category first, exactly below it', async () => {
    const polyolefins = await createCategory(t, { name: '聚烯烃' });
    const offers = (from: number, n: number) =>
      Array.from({ length: n }, (_, i) => ({
        shopId: seller.shop.id,
        companyId: seller.company.id,
        categoryId: polyolefins.id,
        name: `PP 均聚 第${from + i}批`,
        casNumber: '9003-07-0',
        packaging: 6,
        price: '7600.00',
        minOrderQty: '1.0000',
        stock: '10.0000',
        deliveryPlace: '浙江宁波',
        auditStatus: 1,
        publishStatus: 1,
        publishedAt: new Date(),
      }));
    // Exactly the cap: counted exactly, not "more".
    await t.ctx.db.insert(products).values(offers(1, CATALOGUE_TOTAL_CAP - 1));
    await t.ctx.db.insert(products).values({ ...offers(CATALOGUE_TOTAL_CAP, 1)[0], publishStatus: 0 } as never);
    const offShelfOnly = await search({ keyword: '聚烯烃', size: 10 });
    expect(offShelfOnly).toMatchObject({ total: CATALOGUE_TOTAL_CAP - 1 });
    await t.ctx.db.insert(products).values(offers(CATALOGUE_TOTAL_CAP + 1, 1));
    for (const current of [1, 3]) {
      const page = await search({ keyword: '聚烯烃', size: 10, current });
      expect(page.total).toBe(CATALOGUE_TOTAL_CAP);
      expect(page.totalCapped).toBeUndefined();
      expect(page.records).toHaveLength(10);
    }
    // One more: more than the counted matches, on the first page and on later ones.
    await t.ctx.db.insert(products).values(offers(CATALOGUE_TOTAL_CAP + 2, 1));
    for (const current of [1, 3])
      expect(await search({ keyword: '聚烯烃', size: 10, current })).toMatchObject({
        total: CATALOGUE_TOTAL_CAP,
        totalCapped: true,
      });
    // With another filter the category's offers are not counted apart: they are not all matches then.
    await t.ctx.db.insert(products).values(offers(CATALOGUE_TOTAL_CAP + 3, 3).map((offer) => ({ ...offer, packaging: 1 })));
    expect(await search({ keyword: '聚烯烃', size: 10, packaging: 6 })).toMatchObject({ totalCapped: true });
    for (const current of [1, 2]) {
      const barrels = await search({ keyword: '聚烯烃', size: 10, current, packaging: 1 });
      expect(barrels.total).toBe(3);
      expect(barrels.totalCapped).toBeUndefined();
    }
  });

  it('answers a page past the cap with the last reachable page, the same records as asking for it', async () => {
    for (const size of [10, 200]) {
      const last = lastReachablePage(size);
      const deep = await search({ keyword: '聚乙烯', size, current: 10_000, sort: 'priceAsc' });
      const asked = await search({ keyword: '聚乙烯', size, current: last, sort: 'priceAsc' });
      expect(deep.current).toBe(last);
      expect(deep.records).toHaveLength(size);
      expect(deep.records.map((r) => r.id)).toEqual(asked.records.map((r) => r.id));
    }
    // The last page's cheapest offer is the cap's one: pages within the cap do not overlap.
    const last = await search({ keyword: '聚乙烯', size: 10, current: lastReachablePage(10), sort: 'priceAsc' });
    expect(last.records.map((r) => r.name)[0]).toBe(`高密度聚乙烯 HDPE 第${CATALOGUE_TOTAL_CAP - 9}批`);
    // Within the cap a page past the end is still an empty page, as before.
    const empty = await search({ keyword: '丙酮', size: 10, current: 3 });
    expect(empty).toMatchObject({ total: 1, current: 3, records: [] });
  });

  it('reads a keyword frequent in the statistics by scanning names, with the same answers', async () => {
    // Names with LIKE's special characters and Latin letters of both cases, in more than the frequent share.
    const reagents = await createSeller(t);
    for (let i = 0; i < 40; i++)
      await putProduct(t, reagents, categoryId, {
        name: `试剂_A${i % 2 === 0 ? 'b' : 'B'}${i} 纯度99%\\级`,
        price: `${100 + i}.00`,
      });
    const keywords = ['乙烯', '高密度聚乙烯', 'HDPE', 'hdpe', 'Hdpe', '_', '%', '9%', '剂_a', '_AB', 'ab', '\\', '%\\级', '烯乙'];
    const answers = async () =>
      Promise.all(
        keywords.map(async (keyword) => {
          const page = await search({ keyword, size: 50, sort: 'priceAsc' });
          return { keyword, total: page.total, ids: page.records.map((r) => r.id) };
        }),
      );
    forgetNameStatistics(t.ctx.db);
    const throughIndexes = await answers();
    await t.ctx.db.execute(sql`ANALYZE products`);
    forgetNameStatistics(t.ctx.db);
    const statistics = await nameStatistics(t.ctx.db);
    for (const keyword of ['乙烯', '高密度聚乙烯', 'HDPE', 'hdpe', '_', '%', '剂_a', 'ab', '\\'])
      expect(isFrequentKeyword(statistics, keyword), keyword).toBe(true);
    for (const keyword of ['钠', '酸钠', 'NaOH', '苯二甲酸', '烯乙'])
      expect(isFrequentKeyword(statistics, keyword), keyword).toBe(false);
    // The same answers, total and page, whichever way a keyword is read.
    expect(await answers()).toEqual(throughIndexes);
    expect(throughIndexes.find((a) => a.keyword === '_AB')?.total).toBe(40);
    expect(throughIndexes.find((a) => a.keyword === '烯乙')?.total).toBe(0);
    const hdpe = await search({ keyword: 'Hdpe', size: 10, sort: 'priceAsc' });
    expect(hdpe).toMatchObject({ total: CATALOGUE_TOTAL_CAP, totalCapped: true });
    expect(hdpe.records.map((r) => r.name)[0]).toBe('高密度聚乙烯 HDPE 第1批');
    // A rare keyword still counts exactly.
    expect(await idsOf('钠')).toEqual(sorted([ids.caustic, ids.soda]));
    expect(await idsOf('NaOH')).toEqual([ids.caustic]);
  });

  it('pages a subtree of several categories in every sort as one sorted list', async () => {
    const root = await createCategory(t, { name: '溶剂' });
    // More products in each category than a page holds: each category's walk must reach past the page.
    const children = await Promise.all(['醇类溶剂', '酮类溶剂'].map((name) => createCategory(t, { name, parentId: root.id })));
    const subtree = [root.id, ...children.map((c) => c.id)];
    const owner = await createSeller(t);
    const made: { id: number; price: number; sales: number; views: number; daysAgo: number }[] = [];
    for (let k = 0; k < 36; k++) {
      const offer = { price: 1000 + ((k * 37) % 23) * 10, sales: k % 4, views: (k * 7) % 5, daysAgo: (k * 11) % 17 };
      const row = await putProduct(t, owner, subtree[k % subtree.length] as number, {
        name: `溶剂样品${k}`,
        price: `${offer.price}.00`,
        salesCount: offer.sales,
        viewCount: offer.views,
        daysAgo: offer.daysAgo,
      });
      made.push({ id: row.id, ...offer });
    }
    await putProduct(t, owner, root.id, { name: '下架溶剂', price: '1.00', publishStatus: 0 });
    const expected = {
      newest: [...made].sort((a, b) => a.daysAgo - b.daysAgo || b.id - a.id),
      priceAsc: [...made].sort((a, b) => a.price - b.price || a.id - b.id),
      priceDesc: [...made].sort((a, b) => b.price - a.price || b.id - a.id),
      hot: [...made].sort((a, b) => b.sales - a.sales || b.views - a.views || b.id - a.id),
    };
    for (const [sort, order] of Object.entries(expected)) {
      const pages = await Promise.all([1, 2, 3, 4].map((current) => search({ categoryId: root.id, sort, size: 10, current })));
      expect(pages.map((p) => p.total)).toEqual([36, 36, 36, 36]);
      expect(
        pages.flatMap((p) => p.records.map((r) => r.id)),
        sort,
      ).toEqual(order.map((o) => o.id));
    }
  });

  it('keeps the grams of a renamed product right, whoever writes the name', async () => {
    const [before] = await t.ctx.db.select({ grams: products.nameGrams }).from(products).where(eq(products.id, ids.caustic));
    expect(before?.grams).toEqual(expect.arrayContaining(['氢', 'na', 'ao', 'oh', '片碱']));
    expect(before?.grams).not.toContain('NaOH');
    await t.ctx.db.update(products).set({ name: '硫酸铵 农用' }).where(eq(products.id, ids.caustic));
    expect(await idsOf('铵')).toEqual([ids.caustic]);
    expect(await idsOf('硫酸')).toEqual([ids.caustic]);
    expect(await idsOf('钠')).toEqual([ids.soda]);
    expect(await idsOf('naoh')).toEqual([]);
    // A writer outside the app (a migration, a script) keeps them right too.
    await t.ctx.db.execute(sql`UPDATE products SET name = 'Toluene 甲苯' WHERE id = ${ids.caustic}`);
    expect(await idsOf('TOLUENE')).toEqual([ids.caustic]);
    expect(await idsOf('甲苯')).toEqual([ids.caustic]);
    expect(await idsOf('铵')).toEqual([]);
  });
});
