import { CATALOGUE_SORTS, type CatalogueSort } from '@hgsc/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/harness.ts';
import { forgetCatalogue } from '../../../platform/cache/catalogue-cache.ts';
import type { AppContext } from '../../../platform/context.ts';
import { rawRows } from '../../../platform/db/raw-rows.ts';
import { companyCertificates } from '../../certificate/tables.ts';
import { products } from '../../product/tables.ts';
import { createCategory, createSeller, grantLicence } from '../../product/test-kit.ts';
import { shops } from '../../shop/tables.ts';
import { type CatalogueFilter, catalogueProducts, indexedProducts } from '../search.ts';
import { forgetCatalogueChangesJob } from './forget-changes.ts';
import { caughtUpOfferIndex, loadedOfferIndex, offerIndexLoaded } from './offer-index-of.ts';

/** A small deterministic generator (mulberry32): the same catalogue and questions on every run. */
function randomOf(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  return { next, pick, chance: (p: number) => next() < p };
}

const WORDS = [
  '甲醇',
  '乙二醇',
  '二甲苯',
  '聚乙烯',
  '高密度',
  'HDPE',
  'Methanol',
  '树脂',
  '磷酸一铵',
  '二',
  '工业级',
  '99%',
  '片碱',
  'PVC',
  'pp',
];
const CAS = ['67-56-1', '107-21-1', '1330-20-7', '9002-88-4', '7722-76-1', '1310-73-2', '9002-86-2'];
const BRANDS = [null, '巴斯夫', '扬子石化', '中石化', 'BASF'];
const CITIES: [string, string | null][] = [
  ['310000', '310100'],
  ['320000', '320500'],
  ['320000', '320100'],
  ['330000', null],
];
const UNITS: [string, string | null][] = [
  ['吨', null],
  ['kg', null],
  ['桶', '200.0000'],
  ['袋', '25.0000'],
  ['件', null],
];

const KEYWORDS = [
  undefined,
  '二',
  '甲醇',
  'methanol',
  'METHANOL',
  '木醇',
  '67561',
  '67 56 1',
  '67-56-1',
  '9002-88-4',
  'hdpe',
  '聚乙烯',
  '高密度聚乙烯',
  '磷酸一铵',
  '树脂',
  'p',
  '差异测试店',
  '醇类',
  'CH3OH',
  '99%',
  '无此商品',
];

/**
 * The offer index answers every search as the database does: the same page of ids in the same order and the same
 * capped total, over a catalogue of every kind of offer (dangerous ones of licensed and unlicensed companies, closed
 * shops, 面议, units per tonne, kilogram, drum and piece, ties of time and sales), before and after changes made
 * behind its back.
 */
describe('offer index', () => {
  let t: TestApp;
  let sqlCtx: AppContext;
  const categories: number[] = [];
  let root = 0;
  const random = randomOf(20261203);
  let sellers: Awaited<ReturnType<typeof createSeller>>[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    // The same context without the index: catalogueProducts reads the database for it.
    sqlCtx = { ...t.ctx };
    root = (await createCategory(t, { name: '醇类' })).id;
    categories.push(root);
    for (const name of ['一元醇', '二元醇']) categories.push((await createCategory(t, { name, parentId: root })).id);
    categories.push((await createCategory(t, { name: '合成树脂' })).id);
    sellers = [await createSeller(t), await createSeller(t), await createSeller(t), await createSeller(t, { shopStatus: 0 })];
    await t.ctx.db
      .update(shops)
      .set({ name: '差异测试店' })
      .where(eq(shops.id, sellers[1]?.shop.id as number));
    await grantLicence(t, sellers[0]?.company.id as number);
    const base = Date.now() - 10 * 86_400_000;
    const rows = Array.from({ length: 1500 }, (_, i) => {
      const seller = random.pick(sellers);
      const [provinceCode, cityCode] = random.pick(CITIES);
      const [unit, unitWeightKg] = random.pick(UNITS);
      const words = Array.from({ length: 1 + Math.floor(random.next() * 3) }, () => random.pick(WORDS));
      return {
        shopId: seller.shop.id,
        companyId: seller.company.id,
        categoryId: random.pick(categories),
        name: random.chance(0.05) ? '甲醇' : `${words.join(' ')} 第${i % 37}号`,
        casNumber: random.pick(CAS),
        packaging: Math.floor(random.next() * 7),
        price: random.chance(0.1) ? null : `${1000 + Math.floor(random.next() * 40) * 100}.${random.chance(0.5) ? '50' : '00'}`,
        unit,
        unitWeightKg,
        minOrderQty: '1.0000',
        stock: random.chance(0.2) ? '0.0000' : '50.0000',
        deliveryPlace: '仓库',
        provinceCode,
        cityCode,
        brand: random.pick(BRANDS),
        images: ['cover.png'],
        isDangerous: random.chance(0.15),
        auditStatus: random.chance(0.05) ? 0 : 1,
        publishStatus: random.chance(0.05) ? 0 : 1,
        salesCount: Math.floor(random.next() * 5),
        viewCount: Math.floor(random.next() * 5),
        // Ties of time on purpose: the id decides among them.
        publishedAt: new Date(base + Math.floor(random.next() * 300) * 60_000),
      };
    });
    for (let i = 0; i < rows.length; i += 500) await t.ctx.db.insert(products).values(rows.slice(i, i + 500));
    forgetCatalogue(t.ctx);
    expect(await offerIndexLoaded(t.ctx)).toBe(true);
  });
  afterAll(() => t.close());

  function question(): { filter: CatalogueFilter; paging: { current: number; size: number; sort: CatalogueSort } } {
    const [provinceCode, cityCode] = random.pick(CITIES);
    const low = 1000 + Math.floor(random.next() * 40) * 100;
    return {
      filter: {
        keyword: random.pick(KEYWORDS),
        categoryId: random.chance(0.3) ? random.pick([...categories, 999_999]) : undefined,
        packaging: random.chance(0.15) ? Math.floor(random.next() * 7) : undefined,
        provinceCode: random.chance(0.15) ? random.pick([provinceCode, '440000']) : undefined,
        cityCode: random.chance(0.15) ? (cityCode ?? undefined) : undefined,
        brand: random.chance(0.2) ? (random.pick(BRANDS) ?? undefined) : undefined,
        minPrice: random.chance(0.15) ? `${low}.00` : undefined,
        maxPrice: random.chance(0.15) ? `${low + 1500}.50` : undefined,
        inStock: random.chance(0.3) ? true : undefined,
        dangerous: random.chance(0.2) ? random.chance(0.5) : undefined,
      },
      paging: {
        current: random.pick([1, 1, 1, 2, 3, 31]),
        size: random.pick([10, 20]),
        sort: random.pick(CATALOGUE_SORTS),
      },
    };
  }

  async function compareAnswers(count: number) {
    for (let i = 0; i < count; i++) {
      const { filter, paging } = question();
      forgetCatalogue(t.ctx);
      const fromDatabase = await catalogueProducts(sqlCtx, filter, paging, 'zh');
      const followed = loadedOfferIndex(t.ctx);
      if (!followed) throw new Error('the offer index is not loaded');
      // Every search the index can answer, including those catalogueProducts leaves to PostgreSQL for speed.
      const fromIndex = await indexedProducts(t.ctx, followed, filter, paging, 'zh');
      const summary = (page: typeof fromIndex) => ({
        ids: page.records.map((card) => card.id),
        total: page.total,
        current: page.current,
        capped: page.totalCapped ?? false,
      });
      expect(summary(fromIndex), JSON.stringify({ filter, paging })).toEqual(summary(fromDatabase));
      expect(fromIndex.records).toEqual(fromDatabase.records);
    }
  }

  it('answers 300 searches as the database does', async () => {
    await compareAnswers(300);
  }, 120_000);

  it('follows what other processes change: prices, names, shelves, shops, licences, new and deleted offers', async () => {
    const { db } = t.ctx;
    // Through SQL, as another API process would: the index hears of it only from catalogue_changes.
    await db.execute(sql`UPDATE products SET price = price + 300 WHERE id % 7 = 0 AND price IS NOT NULL`);
    await db.execute(sql`UPDATE products SET name = name || ' 二甲苯' WHERE id % 11 = 0`);
    await db.execute(sql`UPDATE products SET publish_status = 1 - publish_status WHERE id % 13 = 0`);
    await db.execute(sql`UPDATE products SET stock = 0 WHERE id % 17 = 0`);
    await db.execute(sql`UPDATE products SET sales_count = sales_count + 3, view_count = view_count + 1 WHERE id % 5 = 0`);
    await db.execute(sql`UPDATE products SET published_at = now() WHERE id % 19 = 0`);
    await db.execute(
      sql`UPDATE products SET category_id = ${categories[2]}, brand = '巴斯夫', city_code = '310100', province_code = '310000' WHERE id % 23 = 0`,
    );
    await db.delete(products).where(sql`id % 29 = 0`);
    await db
      .update(shops)
      .set({ auditStatus: 1 })
      .where(eq(shops.id, sellers[3]?.shop.id as number));
    await db
      .update(shops)
      .set({ auditStatus: 2 })
      .where(eq(shops.id, sellers[2]?.shop.id as number));
    await db.delete(companyCertificates).where(eq(companyCertificates.companyId, sellers[0]?.company.id as number));
    await grantLicence(t, sellers[1]?.company.id as number);
    const seller = sellers[1] as (typeof sellers)[number];
    await db.insert(products).values(
      Array.from({ length: 40 }, (_, i) => ({
        shopId: seller.shop.id,
        companyId: seller.company.id,
        categoryId: root,
        name: `新到 甲醇 第${i}批`,
        casNumber: '67-56-1',
        packaging: 1,
        price: `${2000 + i}.00`,
        minOrderQty: '1.0000',
        stock: '9.0000',
        deliveryPlace: '仓库',
        isDangerous: i % 2 === 0,
        auditStatus: 1,
        publishStatus: 1,
        publishedAt: new Date(),
      })),
    );
    await compareAnswers(200);
  }, 120_000);

  it('forgets the changes older than an hour, keeping the recent ones', async () => {
    const { db } = t.ctx;
    await db.execute(sql`INSERT INTO catalogue_changes (what, product_id, at)
      SELECT 'product', g, now() - interval '2 hours' FROM generate_series(1, 25) AS g`);
    const [before] = await rawRows<{ old: number; recent: number }>(
      db,
      sql`SELECT count(*) FILTER (WHERE at < now() - interval '1 hour')::int AS old,
        count(*) FILTER (WHERE at >= now() - interval '1 hour')::int AS recent FROM catalogue_changes`,
    );
    expect(before?.old).toBe(25);
    expect(await forgetCatalogueChangesJob(t.ctx, {} as never)).toEqual({ removed: 25 });
    const [after] = await rawRows<{ old: number; recent: number }>(
      db,
      sql`SELECT count(*) FILTER (WHERE at < now() - interval '1 hour')::int AS old,
        count(*) FILTER (WHERE at >= now() - interval '1 hour')::int AS recent FROM catalogue_changes`,
    );
    expect(after).toEqual({ old: 0, recent: before?.recent });
    expect(before?.recent).toBeGreaterThan(0);
  });

  // On PostgreSQL only: the embedded database has one connection, held by an open transaction.
  it.skipIf(!inject('pgTemplateUrl'))('sees a change of a transaction that commits after a later one was read', async () => {
    const rows = await t.ctx.db
      .select({ id: products.id })
      .from(products)
      .where(sql`publish_status = 1 AND audit_status = 1`)
      .limit(2);
    const [early, late] = rows.map((row) => row.id) as [number, number];
    await t.ctx.db.transaction(async (tx) => {
      await tx.update(products).set({ name: '先写后交的名称' }).where(eq(products.id, early));
      // A later transaction commits and is read while the first is still open.
      await t.ctx.db.update(products).set({ name: '后写先交的名称' }).where(eq(products.id, late));
      await caughtUpOfferIndex(t.ctx);
      const meanwhile = await catalogueProducts(t.ctx, { keyword: '先交' }, { current: 1, size: 10, sort: 'relevance' }, 'zh');
      expect(meanwhile.records.map((card) => card.id)).toEqual([late]);
    });
    const page = await catalogueProducts(t.ctx, { keyword: '先写后交' }, { current: 1, size: 10, sort: 'relevance' }, 'zh');
    expect(page.records.map((card) => card.id)).toEqual([early]);
  });
});
