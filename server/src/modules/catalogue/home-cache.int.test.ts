import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, tokenFor } from '../../../test/harness.ts';
import { createCategory, createSeller } from '../product/test-kit.ts';
import { uploadImage } from '../shop/test-kit.ts';
import { putProduct } from './test-kit.ts';

/** The home page's data kept HOME_CACHE_SECONDS, and forgotten when the operator changes what it shows. */
describe('home page cache', () => {
  let t: TestApp;
  let op: string;
  let image: string;
  let seller: Awaited<ReturnType<typeof createSeller>>;
  let leaf: { id: number };

  beforeAll(async () => {
    t = await createTestApp({ HOME_CACHE_SECONDS: 300 });
    const operator = await createUser(t, { role: 'operator' });
    op = await tokenFor(t, operator.id);
    image = await uploadImage(t, operator.id);
    seller = await createSeller(t);
    leaf = await createCategory(t, { name: '醇类' });
  });
  afterAll(() => t.close());

  const home = async () => {
    const res = await t.call({ method: 'POST', url: '/api/search/home/page' });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as {
      banners: { title: string }[];
      newestProducts: { name: string }[];
      categories: { name: string }[];
    };
  };

  it('answers from memory, and shows an operator’s banner or category change at once', async () => {
    await putProduct(t, seller, leaf.id, { name: '甲醇 缓存前' });
    expect((await home()).newestProducts.map((p) => p.name)).toEqual(['甲醇 缓存前']);

    // A catalogue change shows when the kept copy expires (at most HOME_CACHE_SECONDS later) …
    await putProduct(t, seller, leaf.id, { name: '乙醇 缓存后' });
    expect((await home()).newestProducts.map((p) => p.name)).toEqual(['甲醇 缓存前']);

    // … an operator's banner at once, with everything else read afresh.
    const saved = await t.call({
      method: 'POST',
      url: '/api/admin/home/banner/save',
      token: op,
      payload: { title: '醇类专场', imageKey: image, link: '/search?keyword=醇' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await home();
    expect(after.banners.map((b) => b.title)).toEqual(['醇类专场']);
    expect(after.newestProducts.map((p) => p.name)).toEqual(['乙醇 缓存后', '甲醇 缓存前']);

    const category = await t.call({ method: 'POST', url: '/api/admin/category/save', token: op, payload: { name: '酮类' } });
    expect(category.statusCode, category.body).toBe(200);
    expect((await home()).categories.map((c) => c.name)).toContain('酮类');
  });
});
