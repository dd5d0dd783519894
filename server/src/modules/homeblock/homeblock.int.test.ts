import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, errorOf, type TestApp, tokenFor } from '../../../test/harness.ts';
import { putProduct } from '../catalogue/test-kit.ts';
import { products } from '../product/tables.ts';
import { createCategory, createSeller, day } from '../product/test-kit.ts';
import { uploadImage } from '../shop/test-kit.ts';
import { eventsOf } from '../user/test-kit.ts';

type Banner = {
  id: number;
  title: string;
  imageUrl: string;
  imageKey: string;
  link: string | null;
  sortOrder: number;
  enabled: boolean;
};
type Pin = { productId: number; name: string; sortOrder: number; visible: boolean };

/**
 * Banners and hot-list pins the operator arranges, as the home page shows them: a pin leads the hot list only while the
 * catalogue shows its product.
 */
describe('home blocks', () => {
  let t: TestApp;
  let op: string;
  let operatorId: number;
  let userToken: string;
  let image: string;
  const ids = { cold: 0, warm: 0, hot: 0, offShelf: 0 };
  let seller: Awaited<ReturnType<typeof createSeller>>;
  let leaf: { id: number };

  beforeAll(async () => {
    t = await createTestApp();
    const operator = await createUser(t, { role: 'operator', name: '运营' });
    operatorId = operator.id;
    op = await tokenFor(t, operator.id);
    userToken = await tokenFor(t, (await createUser(t)).id);
    image = await uploadImage(t, operatorId);
    seller = await createSeller(t);
    leaf = await createCategory(t, { name: '醇类' });
    ids.cold = (await putProduct(t, seller, leaf.id, { name: '冷门异丙醇', casNumber: '67-63-0', salesCount: 0 })).id;
    ids.warm = (await putProduct(t, seller, leaf.id, { name: '乙醇', casNumber: '64-17-5', salesCount: 5 })).id;
    ids.hot = (await putProduct(t, seller, leaf.id, { name: '甲醇', salesCount: 50 })).id;
    ids.offShelf = (await putProduct(t, seller, leaf.id, { name: '下架丙酮', casNumber: '67-64-1', publishStatus: 2 })).id;
  });
  afterAll(() => t.close());

  const admin = (url: string, payload: Record<string, unknown> = {}, token: string | null = op) =>
    t.call({ method: 'POST', url: `/api/admin/home/${url}`, ...(token ? { token } : {}), payload });
  const home = async () => {
    const res = await t.call({ method: 'POST', url: '/api/search/home/page' });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { banners: Banner[]; hotProducts: { id: number }[] };
  };
  const saveBanner = async (over: Record<string, unknown> = {}) => {
    const res = await admin('banner/save', { title: '甲醇专场', imageKey: image, link: '/search?keyword=甲醇', ...over });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Banner;
  };

  it('refuses visitors and users who are not operators', async () => {
    for (const url of ['banner/list', 'banner/save', 'banner/del', 'hot/list', 'hot/save']) {
      expect((await admin(url, {}, null)).statusCode).toBe(401);
      expect((await admin(url, {}, userToken)).statusCode).toBe(403);
    }
  });

  it('shows enabled banners in order on the home page; disabled and deleted ones disappear', async () => {
    const second = await saveBanner({ title: '新品上架', sortOrder: 2, link: 'https://example.com/new' });
    const first = await saveBanner({ title: '甲醇专场', sortOrder: 1 });
    expect(first).toMatchObject({ enabled: true, link: '/search?keyword=甲醇', imageKey: image });
    expect(first.imageUrl).toContain(image);
    expect((await eventsOf(t, 'homeBanner.create')).length).toBe(2);
    expect((await home()).banners.map((b) => b.title)).toEqual(['甲醇专场', '新品上架']);

    const hidden = await saveBanner({ id: second.id, title: '新品上架', sortOrder: 2, enabled: false, link: '' });
    expect(hidden).toMatchObject({ enabled: false, link: null });
    expect((await home()).banners.map((b) => b.id)).toEqual([first.id]);
    const list = (await admin('banner/list')).json().data as Banner[];
    expect(list.map((b) => [b.id, b.enabled])).toEqual([
      [first.id, true],
      [second.id, false],
    ]);

    const del = await admin('banner/del', { id: second.id });
    expect(del.json()).toMatchObject({ code: 200, msg: '已删除' });
    expect(errorOf(await admin('banner/del', { id: second.id }))).toMatchObject({ status: 404, msg: '轮播图不存在' });
    expect(errorOf(await admin('banner/save', { id: 999999, title: 'x', imageKey: image }))).toMatchObject({ status: 404 });
  });

  it('refuses an image that was not uploaded or is encrypted, and links that are neither a path nor http(s)', async () => {
    const secret = await uploadImage(t, operatorId, true);
    for (const imageKey of ['nope.png', secret])
      expect(errorOf(await admin('banner/save', { title: '无图', imageKey }))).toMatchObject({ status: 400, field: 'imageKey' });
    for (const link of ['javascript:alert(1)', 'search?x', '//evil.example'])
      expect(errorOf(await admin('banner/save', { title: '坏链接', imageKey: image, link }))).toMatchObject({
        status: 400,
        field: 'link',
      });
    expect(errorOf(await admin('banner/save', { title: '', imageKey: image }))).toMatchObject({ status: 400, field: 'title' });
  });

  it('allows at most 8 enabled banners at once (409), and a disabled one may always be saved', async () => {
    const enabled = (await admin('banner/list')).json().data.filter((b: Banner) => b.enabled).length as number;
    for (let i = enabled; i < 8; i++) await saveBanner({ title: `活动 ${i}`, sortOrder: 10 + i });
    expect(errorOf(await admin('banner/save', { title: '第九张', imageKey: image }))).toMatchObject({
      status: 409,
      msg: '同时启用的轮播图最多 8 张',
    });
    const off = await saveBanner({ title: '备用', enabled: false });
    // Editing one of the enabled eight keeps it enabled: it does not count against itself.
    const one = ((await admin('banner/list')).json().data as Banner[]).find((b) => b.enabled);
    expect((await admin('banner/save', { id: one!.id, title: '改名', imageKey: image })).statusCode).toBe(200);
    expect(errorOf(await admin('banner/save', { id: off.id, title: '备用', imageKey: image, enabled: true }))).toMatchObject({
      status: 409,
    });
  });

  it('puts pinned products first in the home hot block, in the operator order, then the hottest others', async () => {
    expect((await home()).hotProducts.map((p) => p.id)).toEqual([ids.hot, ids.warm, ids.cold]);
    const res = await admin('hot/save', { productIds: [ids.cold, ids.warm] });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json().data as Pin[]).map((p) => [p.productId, p.sortOrder, p.visible])).toEqual([
      [ids.cold, 0, true],
      [ids.warm, 1, true],
    ]);
    expect((await home()).hotProducts.map((p) => p.id)).toEqual([ids.cold, ids.warm, ids.hot]);
    expect((await eventsOf(t, 'homeHot.save')).at(-1)?.detail).toEqual({ productIds: [ids.cold, ids.warm] });
  });

  it('refuses to pin a product the catalogue does not show, duplicates and more than 20', async () => {
    expect(errorOf(await admin('hot/save', { productIds: [ids.offShelf] }))).toMatchObject({
      status: 400,
      field: 'productIds',
      msg: '只能置顶在售且公开展示的商品',
    });
    expect(errorOf(await admin('hot/save', { productIds: [999999] }))).toMatchObject({ status: 400, field: 'productIds' });
    // On shelf still (the expiry sweep has not run), but past its validity since yesterday.
    const expired = (await putProduct(t, seller, leaf.id, { name: '过期丁酮', casNumber: '78-93-3' })).id;
    await t.ctx.db
      .update(products)
      .set({ validUntil: day(-1) })
      .where(eq(products.id, expired));
    expect(errorOf(await admin('hot/save', { productIds: [expired] }))).toMatchObject({ status: 400, field: 'productIds' });
    await t.ctx.db.delete(products).where(eq(products.id, expired));
    expect(errorOf(await admin('hot/save', { productIds: [ids.hot, ids.hot] }))).toMatchObject({ status: 400 });
    const many = Array.from({ length: 21 }, (_, i) => i + 1);
    expect(errorOf(await admin('hot/save', { productIds: many }))).toMatchObject({ status: 400 });
    // The refused saves changed nothing.
    expect(((await admin('hot/list')).json().data as Pin[]).map((p) => p.productId)).toEqual([ids.cold, ids.warm]);
  });

  it('keeps a pin whose product left the catalogue, skips it on the home page, and unpins all with []', async () => {
    await t.ctx.db.update(products).set({ publishStatus: 2 }).where(eq(products.id, ids.cold));
    const pins = (await admin('hot/list')).json().data as Pin[];
    expect(pins.map((p) => [p.productId, p.visible])).toEqual([
      [ids.cold, false],
      [ids.warm, true],
    ]);
    expect((await home()).hotProducts.map((p) => p.id)).toEqual([ids.warm, ids.hot]);
    // Reordering keeps the hidden pin: it is already pinned.
    expect((await admin('hot/save', { productIds: [ids.warm, ids.cold] })).statusCode).toBe(200);
    expect((await admin('hot/save', { productIds: [] })).json().data).toEqual([]);
    await t.ctx.db.update(products).set({ publishStatus: 1 }).where(eq(products.id, ids.cold));
    expect((await home()).hotProducts.map((p) => p.id)).toEqual([ids.hot, ids.warm, ids.cold]);
  });

  it('GET /site/info answers the configured filing numbers without login', async () => {
    const res = await t.call({ method: 'GET', url: '/api/site/info' });
    expect(res.json()).toMatchObject({
      code: 200,
      data: { siteName: '化工商城', icp: t.ctx.config.SITE_ICP, policeFiling: t.ctx.config.SITE_POLICE_FILING },
    });
  });

  it('is listed in /api/docs/json', async () => {
    const docs = (await t.call({ method: 'GET', url: '/api/docs/json' })).json();
    const calls = ['banner/list', 'banner/save', 'banner/del', 'hot/list', 'hot/save'].map((c) => `/admin/home/${c}`);
    for (const path of [...calls, '/site/info']) expect(docs.paths, path).toHaveProperty([`/api${path}`]);
  });
});
