import { and, eq, ilike, like, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { forgetCatalogue } from '../../platform/cache/catalogue-cache.ts';
import { containsPattern, hasCase } from '../../platform/db/like.ts';
import { categories } from '../category/tables.ts';
import { companies } from '../company/tables.ts';
import { createCategory, createSeller } from '../product/test-kit.ts';
import { shops } from '../shop/tables.ts';
import { namedShopsAndCategories } from './named-directory.ts';

/**
 * The directory in memory names what PostgreSQL's LIKE (ILIKE for a keyword with a cased letter) over the tables
 * names — the lookup it replaced: open shops by their name or their company's, categories by theirs.
 */
describe('the shops and categories a keyword names', () => {
  let t: TestApp;
  const shopIds = { orbis: 0, lumen: 0, pending: 0 };
  const categoryIds = { pvc: 0, acids: 0 };

  beforeAll(async () => {
    t = await createTestApp();
    const name = async (shopName: string, companyName: string, shopStatus: 0 | 1 = 1) => {
      const seller = await createSeller(t, { shopStatus });
      await t.ctx.db.update(shops).set({ name: shopName }).where(eq(shops.id, seller.shop.id));
      await t.ctx.db.update(companies).set({ name: companyName }).where(eq(companies.id, seller.company.id));
      return seller.shop.id;
    };
    shopIds.orbis = await name('Orbis Chem 旗舰店', '沣泽实业有限公司');
    shopIds.lumen = await name('流明化工', 'Lumen_50% Trading Co');
    shopIds.pending = await name('沣泽二店', 'Pending 审核中公司', 0);
    categoryIds.pvc = (await createCategory(t, { name: 'PVC专用料' })).id;
    categoryIds.acids = (await createCategory(t, { name: '无机酸' })).id;
    forgetCatalogue(t.ctx);
  });
  afterAll(async () => t?.close());

  /** What the tables' names answer: the test the lookup function of migration 0034 ran. */
  async function inTables(keyword: string) {
    const holds = hasCase(keyword) ? ilike : like;
    const pattern = containsPattern(keyword);
    const shopRows = await t.ctx.db
      .select({ id: shops.id })
      .from(shops)
      .innerJoin(companies, eq(companies.id, shops.companyId))
      .where(and(eq(shops.auditStatus, 1), or(holds(shops.name, pattern), holds(companies.name, pattern))))
      .orderBy(shops.id);
    const categoryRows = await t.ctx.db
      .select({ id: categories.id })
      .from(categories)
      .where(holds(categories.name, pattern))
      .orderBy(categories.id);
    return { shopIds: shopRows.map((r) => r.id), categoryIds: categoryRows.map((r) => r.id) };
  }

  it.each([
    '沣',
    '沣泽',
    '沣泽实业',
    'orbis',
    'ORBIS CHEM',
    'oRbIs',
    'LUMEN',
    'lumen_50%',
    'n_5',
    'n%5',
    'lumenx50',
    '化工',
    '专用料',
    'pvc',
    'Pvc专用',
    '酸',
    '审核中',
    '有限公司',
    '不存在的名字',
  ])('%s', async (keyword) => {
    const expected = await inTables(keyword);
    expect(await namedShopsAndCategories(t.ctx, keyword)).toEqual(expected);
  });

  it('names only open shops, and finds a renamed shop once the catalogue is forgotten', async () => {
    expect((await namedShopsAndCategories(t.ctx, '沣泽')).shopIds).toEqual([shopIds.orbis]);
    expect((await namedShopsAndCategories(t.ctx, 'lumen')).shopIds).toEqual([shopIds.lumen]);
    expect((await namedShopsAndCategories(t.ctx, '无机酸')).categoryIds).toEqual([categoryIds.acids]);
    await t.ctx.db.update(shops).set({ name: '新名字化工' }).where(eq(shops.id, shopIds.lumen));
    forgetCatalogue(t.ctx);
    expect((await namedShopsAndCategories(t.ctx, '新名字')).shopIds).toEqual([shopIds.lumen]);
  });
});
