import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { putProduct } from '../catalogue/test-kit.ts';
import { products } from '../product/tables.ts';
import { createCategory, createSeller } from '../product/test-kit.ts';
import { publicProductCountOf } from './test-kit.ts';

/**
 * shops.public_product_count, kept by migration 0025's statement triggers on insert and delete and 0031's row trigger on
 * the updates that move a product's standing, and the shop ranking built on it.
 */
describe('shop public product count', () => {
  let t: TestApp;
  let category: { id: number };
  beforeAll(async () => {
    t = await createTestApp();
    category = await createCategory(t, { name: '醇类' });
  });
  afterAll(() => t.close());

  const countOf = (shopId: number) => publicProductCountOf(t, shopId);

  it('follows inserts, shelf and audit changes and deletes, whatever writes them, and ignores stock and views', async () => {
    const seller = await createSeller(t);
    const [a, b, draft] = await Promise.all([
      putProduct(t, seller, category.id, { name: '甲醇 A' }),
      putProduct(t, seller, category.id, { name: '甲醇 B' }),
      putProduct(t, seller, category.id, { name: '甲醇 草稿', auditStatus: null, publishStatus: 0 }),
      putProduct(t, seller, category.id, { name: '甲醇 审核中', auditStatus: 0, publishStatus: 0 }),
    ]);
    if (!a || !b || !draft) throw new Error('products not created');
    expect(await countOf(seller.shop.id)).toBe(2);

    // The seller takes one down through the API: the shop's count and its public profile follow.
    const down = await t.call({ method: 'POST', url: '/api/product/DownProduct', token: seller.token, payload: { id: a.id } });
    expect(down.statusCode, down.body).toBe(200);
    expect(await countOf(seller.shop.id)).toBe(1);
    const profile = await t.call({ method: 'GET', url: `/api/shop/info?id=${seller.shop.id}` });
    expect(profile.json().data.productCount).toBe(1);

    // Stock, views and price leave the count alone; one statement over several rows counts each row that moved.
    await t.ctx.db.update(products).set({ stock: '5.0000', viewCount: 9 }).where(eq(products.id, b.id));
    expect(await countOf(seller.shop.id)).toBe(1);
    await t.ctx.db
      .update(products)
      .set({ publishStatus: 1 })
      .where(inArray(products.id, [a.id, b.id]));
    expect(await countOf(seller.shop.id)).toBe(2);

    // A rejected audit takes one off; moving a public product to another shop moves its count with it.
    await t.ctx.db.update(products).set({ auditStatus: 2 }).where(eq(products.id, b.id));
    expect(await countOf(seller.shop.id)).toBe(1);
    const other = await createSeller(t);
    await t.ctx.db.update(products).set({ auditStatus: 1, shopId: other.shop.id }).where(eq(products.id, b.id));
    expect([await countOf(seller.shop.id), await countOf(other.shop.id)]).toEqual([1, 1]);
    await t.ctx.db.update(products).set({ shopId: seller.shop.id }).where(eq(products.id, b.id));
    expect([await countOf(seller.shop.id), await countOf(other.shop.id)]).toEqual([2, 0]);

    // A draft (audit status null) approved and put on shelf counts; back to a draft it does not.
    await t.ctx.db.update(products).set({ auditStatus: 1, publishStatus: 1 }).where(eq(products.id, draft.id));
    expect(await countOf(seller.shop.id)).toBe(3);
    await t.ctx.db.update(products).set({ auditStatus: null }).where(eq(products.id, draft.id));
    expect(await countOf(seller.shop.id)).toBe(2);

    await t.ctx.db.delete(products).where(eq(products.id, a.id));
    expect(await countOf(seller.shop.id)).toBe(1);
  });

  it('ranks open shops by it on the home page and in /shop/select', async () => {
    const few = await createSeller(t);
    const many = await createSeller(t);
    await putProduct(t, few, category.id, { name: '乙醇 一' });
    for (const name of ['丙酮 一', '丙酮 二', '丙酮 三']) await putProduct(t, many, category.id, { name });

    const home = await t.call({ method: 'POST', url: '/api/search/home/page' });
    const ranked = (home.json().data.recommendedShops as { id: number; productCount: number }[]).filter((s) =>
      [few.shop.id, many.shop.id].includes(s.id),
    );
    expect(ranked).toEqual([
      expect.objectContaining({ id: many.shop.id, productCount: 3 }),
      expect.objectContaining({ id: few.shop.id, productCount: 1 }),
    ]);
    const listed = await t.call({ method: 'POST', url: '/api/shop/select', payload: { current: 1, size: 10 } });
    const ids = (listed.json().data.records as { id: number }[]).map((s) => s.id);
    expect(ids.indexOf(many.shop.id)).toBeLessThan(ids.indexOf(few.shop.id));
  });
});
