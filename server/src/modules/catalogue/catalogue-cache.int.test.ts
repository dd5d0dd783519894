import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, tokenFor } from '../../../test/harness.ts';
import { drawnPageKeeper } from '../../platform/cache/catalogue-cache.ts';
import { products } from '../product/tables.ts';
import { createCategory, createSeller } from '../product/test-kit.ts';
import { uploadImage } from '../shop/test-kit.ts';
import { putProduct } from './test-kit.ts';

/**
 * The home page's data, search pages and product pages kept HOME_CACHE_SECONDS / SEARCH_CACHE_SECONDS /
 * DETAILS_CACHE_SECONDS, and forgotten when a
 * successful call changes what the catalogue shows (`changesCatalogue` routes).
 */
describe('catalogue cache', () => {
  let t: TestApp;
  let op: string;
  let image: string;
  let seller: Awaited<ReturnType<typeof createSeller>>;
  let leaf: { id: number };

  beforeAll(async () => {
    t = await createTestApp({ HOME_CACHE_SECONDS: 300, SEARCH_CACHE_SECONDS: 300, DETAILS_CACHE_SECONDS: 300 });
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

    // A change written elsewhere (another process, here straight into the table) shows when the kept copy
    // expires, at most HOME_CACHE_SECONDS later …
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

  const search = async (keyword: string) => {
    const res = await t.call({ method: 'POST', url: '/api/search/searchPage', payload: { keyword, current: 1, size: 10 } });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data as { records: { name: string }[] }).records.map((p) => p.name);
  };

  it('answers a repeated search from memory, and forgets it when the seller takes a product off shelf', async () => {
    const kept = await putProduct(t, seller, leaf.id, { name: '丙酮 工业级' });
    expect(await search('丙酮')).toEqual(['丙酮 工业级']);

    await putProduct(t, seller, leaf.id, { name: '丙酮 试剂级' });
    expect(await search('丙酮')).toEqual(['丙酮 工业级']);

    // A call that fails changes nothing and forgets nothing: taking an off-shelf product down again is 409.
    const onShelf = (id: number) =>
      t.call({ method: 'POST', url: '/api/product/DownProduct', token: seller.token, payload: { id } });
    expect((await onShelf(kept.id)).statusCode).toBe(200);
    expect(await search('丙酮')).toEqual(['丙酮 试剂级']);
    await putProduct(t, seller, leaf.id, { name: '丙酮 电子级' });
    expect((await onShelf(kept.id)).statusCode).toBe(409);
    expect(await search('丙酮')).toEqual(['丙酮 试剂级']);
  });

  it('keeps each language’s answer apart, as the JSON text the route’s schema gives', async () => {
    await putProduct(t, seller, leaf.id, { name: '丁酮 工业级', packaging: 1 });
    const ask = (language: string) =>
      t.call({
        method: 'POST',
        url: '/api/search/searchPage',
        headers: { language },
        payload: { keyword: '丁酮', current: 1, size: 10 },
      });
    const [zh, en] = [await ask('zh'), await ask('en')];
    expect(zh.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(zh.json()).toMatchObject({ code: 200, success: true, msg: '操作成功', data: { total: 1 } });
    expect(en.json()).toMatchObject({ code: 200, success: true, msg: 'Done', data: { total: 1 } });
    expect(zh.json().data.records[0].packagingLabel).not.toBe(en.json().data.records[0].packagingLabel);
    // The second call is the kept text itself.
    expect((await ask('zh')).body).toBe(zh.body);
    expect((await ask('en')).body).toBe(en.body);
  });

  it('keeps a product page, counts every view it answers, and forgets it when the seller takes the product down', async () => {
    const product = await putProduct(t, seller, leaf.id, { name: '异丙醇 工业级' });
    const page = () => t.call({ method: 'POST', url: '/api/product/details', payload: { id: product.id } });
    const stockOf = async () => {
      const res = await page();
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.stock as string;
    };
    const before = await stockOf();
    expect(before).toMatch(/^\d+(\.\d+)?$/);
    expect(before).not.toBe('1.0000');

    // Stock moved elsewhere (an order, another process) shows when the kept page expires …
    await t.ctx.db.update(products).set({ stock: '1.0000' }).where(eq(products.id, product.id));
    expect(await stockOf()).toBe(before);
    await t.ctx.productViews.flush();
    const [viewed] = await t.ctx.db.select({ v: products.viewCount }).from(products).where(eq(products.id, product.id));
    expect(viewed?.v).toBe(2);

    // … the seller's own change at once: the page is gone, and a page not shown is not counted.
    const down = await t.call({
      method: 'POST',
      url: '/api/product/DownProduct',
      token: seller.token,
      payload: { id: product.id },
    });
    expect(down.statusCode, down.body).toBe(200);
    expect((await page()).statusCode).toBe(404);
    await t.ctx.productViews.flush();
    const [after] = await t.ctx.db.select({ v: products.viewCount }).from(products).where(eq(products.id, product.id));
    expect(after?.v).toBe(2);
  });

  it('keeps a drawn home page until the news console changes what it shows, and keeps no page it could not draw', async () => {
    const keep = drawnPageKeeper(t.ctx);
    let draws = 0;
    const draw = async () => {
      draws += 1;
      return { page: 'home' as const, body: `<main>${draws}</main>`, title: '首页 - 化工商城', head: '' };
    };
    const url = 'http://127.0.0.1/';
    expect((await keep('home', url, draw))?.body).toBe('<main>1</main>');
    expect((await keep('home', url, draw))?.body).toBe('<main>1</main>');

    /** A news console write, and the page a visitor gets after it. */
    const newsWrite = async (path: string, payload: Record<string, unknown>, status = 200) => {
      const res = await t.call({ method: 'POST', url: `/api/admin/news/${path}`, token: op, payload });
      expect(res.statusCode, res.body).toBe(status);
      return { data: res.json().data, page: (await keep('home', url, draw))?.body };
    };
    const category = await newsWrite('category/save', { name: '缓存资讯', nameEn: 'Cache news', sortOrder: 9 });
    expect(category.page).toBe('<main>2</main>');
    const article = { categoryId: category.data.id, title: '甲醇周报', summary: '港口库存回落。', content: '## 周报' };
    const saved = await newsWrite('save', article);
    expect(saved.page).toBe('<main>3</main>');
    expect((await newsWrite('publish', { id: saved.data.id })).page).toBe('<main>4</main>');
    // A failed write (publishing twice is 409) forgets nothing.
    expect((await newsWrite('publish', { id: saved.data.id }, 409)).page).toBe('<main>4</main>');

    // A page the drawer gave up on is not kept: the next visitor's is drawn again.
    const other = 'http://127.0.0.1/main';
    let tries = 0;
    const givenUp = async () => {
      tries += 1;
      return null;
    };
    expect(await keep('home', other, givenUp)).toBeNull();
    expect(await keep('home', other, givenUp)).toBeNull();
    expect(tries).toBe(2);
  });
});
