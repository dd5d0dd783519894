import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { putProduct } from '../catalogue/test-kit.ts';
import { products } from './tables.ts';
import { createCategory, createSeller } from './test-kit.ts';

describe('product page views (ctx.productViews)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('adds the buffered views of several products in one batched write', async () => {
    const seller = await createSeller(t);
    const category = await createCategory(t, { name: '浏览计数' });
    const first = await putProduct(t, seller, category.id, { name: '甲醇 计数A', viewCount: 10 });
    const second = await putProduct(t, seller, category.id, { name: '乙醇 计数B' });
    for (let i = 0; i < 3; i++) t.ctx.productViews.add(first.id);
    t.ctx.productViews.add(second.id, 2);
    await t.ctx.productViews.flush();
    const rows = await t.ctx.db
      .select({ id: products.id, viewCount: products.viewCount })
      .from(products)
      .where(inArray(products.id, [first.id, second.id]));
    expect(new Map(rows.map((r) => [r.id, r.viewCount]))).toEqual(
      new Map([
        [first.id, 13],
        [second.id, 2],
      ]),
    );
  });
});
