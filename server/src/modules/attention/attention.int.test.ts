import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, errorOf, type TestApp, tokenFor } from '../../../test/harness.ts';
import { putProduct } from '../catalogue/test-kit.ts';
import { companyCertificates } from '../certificate/tables.ts';
import { products } from '../product/tables.ts';
import { createCategory, createSeller, day, grantLicence } from '../product/test-kit.ts';
import { productAttentions } from './tables.ts';

/** Following products (关注): once per user and product, and only products the catalogue shows. */
describe('attention', () => {
  let t: TestApp;
  let token: string;
  let userId: number;
  let otherToken: string;
  const ids = { a: 0, b: 0, c: 0, offShelf: 0, closedShop: 0, noLicence: 0 };
  let seller: Awaited<ReturnType<typeof createSeller>>;
  let category: { id: number };

  beforeAll(async () => {
    t = await createTestApp();
    category = await createCategory(t, { name: '醇类' });
    seller = await createSeller(t);
    const closed = await createSeller(t, { shopStatus: 0 });
    ids.a = (await putProduct(t, seller, category.id, { name: '甲醇', daysAgo: 2 })).id;
    ids.b = (await putProduct(t, seller, category.id, { name: '乙醇', casNumber: '64-17-5', daysAgo: 1 })).id;
    ids.c = (await putProduct(t, seller, category.id, { name: '丙醇', casNumber: '71-23-8' })).id;
    ids.offShelf = (await putProduct(t, seller, category.id, { name: '丁醇', publishStatus: 0 })).id;
    ids.closedShop = (await putProduct(t, closed, category.id, { name: '戊醇' })).id;
    ids.noLicence = (await putProduct(t, seller, category.id, { name: '甲苯', isDangerous: true })).id;
    const user = await createUser(t);
    userId = user.id;
    token = await tokenFor(t, user.id);
    otherToken = await tokenFor(t, (await createUser(t)).id);
  });
  afterAll(() => t.close());

  // null = no login (undefined would pick the default token).
  const follow = (productId: unknown, tk: string | null = token) =>
    t.call({ method: 'POST', url: '/api/wr/product/attention', token: tk ?? undefined, payload: { productId } });
  const del = (payload: Record<string, unknown>, tk: string | null = token) =>
    t.call({ method: 'POST', url: '/api/wr/product/attention/del', token: tk ?? undefined, payload });
  const list = async (tk = token, payload: Record<string, unknown> = {}) => {
    const res = await t.call({ method: 'POST', url: '/api/wr/product/attention/list', token: tk, payload });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { records: { id: number; available: boolean; name: string }[]; total: number };
  };

  it('needs a login for every call', async () => {
    expect(errorOf(await follow(ids.a, null)).status).toBe(401);
    expect(errorOf(await del({ productId: ids.a }, null)).status).toBe(401);
    const res = await t.call({ method: 'POST', url: '/api/wr/product/attention/list', payload: {} });
    expect(res.statusCode).toBe(401);
    expect(errorOf(await follow(ids.a, 'not-a-token')).code).toBe('E_300');
  });

  it('follows a public product once; again → 409', async () => {
    const res = await follow(ids.a);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().msg).toBe('关注成功');
    const again = await follow(ids.a);
    expect(errorOf(again)).toMatchObject({ status: 409, msg: '已关注该商品' });
    const rows = await t.ctx.db
      .select()
      .from(productAttentions)
      .where(and(eq(productAttentions.userId, userId), eq(productAttentions.productId, ids.a)));
    expect(rows).toHaveLength(1);
  });

  it('cannot follow a product the catalogue does not show (404) and checks input (400)', async () => {
    for (const id of [ids.offShelf, ids.closedShop, ids.noLicence, 999_999]) expect(errorOf(await follow(id)).status).toBe(404);
    expect(errorOf(await follow('x'))).toMatchObject({ status: 400, field: 'productId' });
    const extra = await t.call({ method: 'POST', url: '/api/wr/product/attention', token, payload: { productId: ids.a, x: 1 } });
    expect(errorOf(extra).status).toBe(400);
  });

  it('lists the followed products, latest first, paged, per user', async () => {
    expect((await follow(ids.b)).statusCode).toBe(200);
    expect((await follow(ids.c)).statusCode).toBe(200);
    const page = await list();
    expect(page.total).toBe(3);
    expect(page.records.map((r) => r.id)).toEqual([ids.c, ids.b, ids.a]);
    expect(page.records.every((r) => r.available)).toBe(true);
    expect((await list(token, { current: 2, size: 10 })).records).toEqual([]);
    expect((await list(otherToken)).total).toBe(0);
    const bad = await t.call({ method: 'POST', url: '/api/wr/product/attention/list', token, payload: { size: 5 } });
    expect(errorOf(bad)).toMatchObject({ status: 400, field: 'size' });
  });

  it('keeps a followed product that goes off shelf, marked unavailable', async () => {
    await t.ctx.db.update(products).set({ publishStatus: 0 }).where(eq(products.id, ids.b));
    const page = await list();
    expect(page.records.find((r) => r.id === ids.b)?.available).toBe(false);
    expect(page.records.find((r) => r.id === ids.a)?.available).toBe(true);
    await t.ctx.db.update(products).set({ publishStatus: 1 }).where(eq(products.id, ids.b));
  });

  it('marks a followed offer past its validity unavailable, and follows none such', async () => {
    await t.ctx.db
      .update(products)
      .set({ validUntil: day(-1) })
      .where(eq(products.id, ids.c));
    expect((await list()).records.find((r) => r.id === ids.c)?.available).toBe(false);
    const expired = (await putProduct(t, seller, category.id, { name: '己醇' })).id;
    await t.ctx.db
      .update(products)
      .set({ validUntil: day(-1) })
      .where(eq(products.id, expired));
    expect(errorOf(await follow(expired)).status).toBe(404);
    await t.ctx.db.update(products).set({ validUntil: null }).where(eq(products.id, ids.c));
    expect((await list()).records.find((r) => r.id === ids.c)?.available).toBe(true);
  });

  it('marks a followed dangerous good unavailable (false, not null) once its company has no valid licence', async () => {
    const licensed = await createSeller(t);
    await grantLicence(t, licensed.company.id);
    const dangerous = (await putProduct(t, licensed, category.id, { name: '二甲苯', isDangerous: true })).id;
    expect((await follow(dangerous)).statusCode).toBe(200);
    expect((await list()).records.find((r) => r.id === dangerous)?.available).toBe(true);
    await t.ctx.db
      .update(companyCertificates)
      .set({ validTo: day(-1) })
      .where(eq(companyCertificates.companyId, licensed.company.id));
    expect((await list()).records.find((r) => r.id === dangerous)?.available).toBe(false);
    expect((await del({ productId: dangerous })).statusCode).toBe(200);
  });

  it('unfollows one or several; another user’s follows are untouched', async () => {
    expect((await follow(ids.a, otherToken)).statusCode).toBe(200);
    const one = await del({ productId: ids.a });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().data).toEqual({ removed: 1 });
    expect(errorOf(await del({ productId: ids.a }))).toMatchObject({ status: 404, msg: '未关注该商品' });
    const many = await del({ ids: [ids.b, ids.c, ids.a] });
    expect(many.json().data).toEqual({ removed: 2 });
    expect((await list()).total).toBe(0);
    expect((await list(otherToken)).records.map((r) => r.id)).toEqual([ids.a]);
    // following again after unfollowing works
    expect((await follow(ids.a)).statusCode).toBe(200);
  });

  it('rejects an empty or invalid del body naming the field', async () => {
    expect(errorOf(await del({}))).toMatchObject({ status: 400, field: 'productId' });
    expect(errorOf(await del({ ids: [] }))).toMatchObject({ status: 400, field: 'ids' });
    expect(errorOf(await del({ ids: ['x'] })).status).toBe(400);
  });
});
