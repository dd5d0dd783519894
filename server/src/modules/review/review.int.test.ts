import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSubAccount, createTestApp, errorOf, type TestApp, tokenFor } from '../../../test/harness.ts';
import { companies } from '../company/tables.ts';
import { approveSeal } from '../contract/test-kit.ts';
import { type Buyer, createBuyer, createSellerWithProduct, placeDirect, type Seller } from '../order/test-kit.ts';
import { products } from '../product/tables.ts';
import { uploadFor } from '../product/test-kit.ts';
import { productReviews } from './tables.ts';
import { completedOrder, publicReviews, reviewCall } from './test-kit.ts';

let t: TestApp;
let buyer: Buyer;
let seller: Seller & { product: { id: number } };

type Page<T> = { records: T[]; total: number; current: number; size: number; pages: number };
type Pending = { orderItemId: number; orderNo: string; name: string; quantity: string; unit: string; pictureUrl: string | null };
type Written = {
  id: number;
  orderItemId: number;
  score: number;
  buyerCompanyName: string;
  anonymous: boolean;
  imageUrls: string[];
};

const page = async <T>(token: string, path: string, payload: Record<string, unknown> = {}) => {
  const res = await reviewCall(t, token, path, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Page<T>;
};
const pendingIds = async (token: string) =>
  (await page<Pending>(token, 'stayAppraisePage', { size: 200 })).records.map((r) => r.orderItemId);
const writtenIds = async (token: string) =>
  (await page<Written>(token, 'otherAppraisePage', { size: 200 })).records.map((r) => r.orderItemId);

const save = (token: string, orderItemId: number, extra: Record<string, unknown> = {}) =>
  reviewCall(t, token, 'saveAppraise', { orderItemId, score: 5, content: '货真价实，发货及时', ...extra });

beforeAll(async () => {
  t = await createTestApp();
  buyer = await createBuyer(t);
  // A real-looking name, so the mask of anonymous reviews reads as on the site (杭**公司).
  await t.ctx.db.update(companies).set({ name: '杭州某某化工有限公司' }).where(eq(companies.id, buyer.company.id));
  buyer.company.name = '杭州某某化工有限公司';
  seller = await createSellerWithProduct(t, { stock: '1000.0000', price: '3200.00' });
  // The first order signs its contract for real.
  await approveSeal(t, buyer.company, 'buyer', buyer.user.id);
  await approveSeal(t, seller.company, 'seller', seller.user.id);
}, 60_000);
afterAll(async () => t?.close());

describe('saveAppraise and the lists', () => {
  it('reviews a complete line once; 待评价 shrinks, 已评价 grows, the seller and the public see it', async () => {
    const order = await completedOrder(t, buyer, seller, seller.product.id, { quantity: '2', sign: true });
    const before = await page<Pending>(buyer.token, 'stayAppraisePage');
    const line = before.records.find((r) => r.orderItemId === order.itemId);
    expect(line).toMatchObject({ orderNo: order.orderNo, name: '甲醇', quantity: '2.0000' });
    expect(await writtenIds(buyer.token)).not.toContain(order.itemId);

    const image = await uploadFor(t, buyer.user.id);
    const saved = await save(buyer.token, order.itemId, {
      content: '  质量稳定，包装完好  ',
      imageKeys: [image],
      anonymous: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().msg).toBe('评价成功');
    const review = saved.json().data;
    expect(review).toMatchObject({
      orderItemId: order.itemId,
      orderNo: order.orderNo,
      productId: seller.product.id,
      score: 5,
      content: '质量稳定，包装完好',
      imageKeys: [image],
      anonymous: true,
      buyerCompanyName: buyer.company.name,
    });
    expect(review.imageUrls[0]).toMatch(/^\/api\/seeView\?key=/);
    const stored = await t.ctx.db.select().from(productReviews).where(eq(productReviews.id, review.id));
    expect(stored[0]).toMatchObject({ authorUserId: buyer.user.id, buyerCompanyId: buyer.company.id, shopId: seller.shop.id });

    const after = await page<Pending>(buyer.token, 'stayAppraisePage');
    expect(after.total).toBe(before.total - 1);
    expect(after.records.map((r) => r.orderItemId)).not.toContain(order.itemId);
    expect(await writtenIds(buyer.token)).toContain(order.itemId);

    // The seller reads it in full (both parties know each other); another company's list does not have it.
    const received = await page<Written>(seller.token, 'buyerPageList');
    expect(received.records.find((r) => r.id === review.id)).toMatchObject({
      buyerCompanyName: buyer.company.name,
      anonymous: true,
      score: 5,
    });
    expect((await page<Written>(seller.token, 'buyerPageList', { score: 4 })).records.map((r) => r.id)).not.toContain(review.id);
    expect((await page<Written>(seller.token, 'buyerPageList', { productId: seller.product.id })).total).toBeGreaterThan(0);
    const stranger = await createSellerWithProduct(t);
    expect((await page<Written>(stranger.token, 'buyerPageList')).total).toBe(0);
    expect(await pendingIds(seller.token)).not.toContain(order.itemId);

    // The public sees the image without logging in.
    const picture = await t.call({ method: 'GET', url: review.imageUrls[0] });
    expect(picture.statusCode).toBe(200);
  });

  it('待评价 of one order (去评价 on that order): its lines only, none of another company’s order', async () => {
    const first = await completedOrder(t, buyer, seller, seller.product.id);
    const second = await completedOrder(t, buyer, seller, seller.product.id);
    const ofFirst = await page<Pending & { orderId: number }>(buyer.token, 'stayAppraisePage', { orderId: first.id });
    expect(ofFirst.total).toBe(1);
    expect(ofFirst.records).toEqual([expect.objectContaining({ orderItemId: first.itemId, orderId: first.id })]);
    expect(await pendingIds(buyer.token)).toEqual(expect.arrayContaining([first.itemId, second.itemId]));
    // Another company's order is not found, as the order itself is not; a bad id is refused.
    const stranger = await createBuyer(t);
    expect((await reviewCall(t, stranger.token, 'stayAppraisePage', { orderId: first.id })).statusCode).toBe(404);
    expect(errorOf(await reviewCall(t, buyer.token, 'stayAppraisePage', { orderId: 0 }))).toMatchObject({
      status: 400,
      field: 'orderId',
    });
    // Reviewed, the order has nothing left to review.
    expect((await save(buyer.token, first.itemId)).statusCode).toBe(200);
    expect((await page<Pending>(buyer.token, 'stayAppraisePage', { orderId: first.id })).total).toBe(0);
  });

  it('the public list: average to one decimal from the database, counts per score, anonymous names masked', async () => {
    const shop = await createSellerWithProduct(t, { stock: '1000.0000' });
    const first = await completedOrder(t, buyer, shop, shop.product.id);
    const second = await completedOrder(t, buyer, shop, shop.product.id);
    const third = await completedOrder(t, buyer, shop, shop.product.id);

    const empty = (await publicReviews(t, shop.product.id)).json().data;
    expect(empty.summary).toEqual({
      count: 0,
      average: '0.0',
      distribution: [1, 2, 3, 4, 5].map((score) => ({ score, count: 0 })),
    });
    expect(empty.page.records).toEqual([]);

    expect((await save(buyer.token, first.itemId, { score: 5, anonymous: true })).statusCode).toBe(200);
    expect((await save(buyer.token, second.itemId, { score: 4 })).statusCode).toBe(200);
    const twoRes = await publicReviews(t, shop.product.id);
    expect(twoRes.statusCode, twoRes.body).toBe(200);
    const two = twoRes.json().data;
    expect(two.summary.count).toBe(2);
    expect(two.summary.average).toBe('4.5');
    const [newest, oldest] = two.page.records;
    expect(newest).toMatchObject({ score: 4, anonymous: false, companyName: buyer.company.name });
    expect(oldest).toMatchObject({ score: 5, anonymous: true });
    expect(oldest.companyName).toBe('杭**公司');
    expect(JSON.stringify(two)).not.toContain(first.orderNo);

    expect((await save(buyer.token, third.itemId, { score: 4 })).statusCode).toBe(200);
    const three = (await publicReviews(t, shop.product.id, { size: 10, current: 1 })).json().data;
    // 13 / 3 = 4.333…: one decimal, rounded by PostgreSQL.
    expect(three.summary).toEqual({
      count: 3,
      average: '4.3',
      distribution: [
        { score: 1, count: 0 },
        { score: 2, count: 0 },
        { score: 3, count: 0 },
        { score: 4, count: 2 },
        { score: 5, count: 1 },
      ],
    });
    expect(three.page).toMatchObject({ total: 3, current: 1, size: 10, pages: 1 });
  });

  it('answers a second review of the same line 409 (已评价), also when two arrive at once', async () => {
    const order = await completedOrder(t, buyer, seller, seller.product.id);
    expect((await save(buyer.token, order.itemId)).statusCode).toBe(200);
    const again = errorOf(await save(buyer.token, order.itemId, { score: 1 }));
    expect(again).toMatchObject({ status: 409 });
    expect(again.msg).toContain('已评价');

    const raced = await completedOrder(t, buyer, seller, seller.product.id);
    const answers = await Promise.all([save(buyer.token, raced.itemId), save(buyer.token, raced.itemId, { score: 3 })]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const rows = await t.ctx.db.select().from(productReviews).where(eq(productReviews.orderItemId, raced.itemId));
    expect(rows).toHaveLength(1);
  });
});

describe('refusals', () => {
  it('an order not complete → 409 naming its status; nothing written', async () => {
    const order = await placeDirect(t, buyer, seller.product.id, '1');
    const detail = (
      await t.call({ method: 'POST', url: '/api/order/detail', token: buyer.token, payload: { id: order.id } })
    ).json().data;
    const itemId = detail.items[0].id as number;
    const early = errorOf(await save(buyer.token, itemId));
    expect(early).toMatchObject({ status: 409, msg: '订单当前状态为「待卖家生成合同」，交易完成后才能评价' });
    const en = await t.call({
      method: 'POST',
      url: '/api/productAppraise/saveAppraise',
      token: buyer.token,
      headers: { language: 'en' },
      payload: { orderItemId: itemId, score: 5, content: 'good' },
    });
    expect(errorOf(en).msg).toContain('once the transaction is complete');
    expect(await pendingIds(buyer.token)).not.toContain(itemId);
    const rows = await t.ctx.db.select().from(productReviews).where(eq(productReviews.orderItemId, itemId));
    expect(rows).toHaveLength(0);
  });

  it('another company’s line (the seller’s too) or an unknown line → 404', async () => {
    const order = await completedOrder(t, buyer, seller, seller.product.id);
    const stranger = await createBuyer(t);
    expect(errorOf(await save(stranger.token, order.itemId))).toMatchObject({ status: 404, msg: '订单商品不存在' });
    expect(errorOf(await save(seller.token, order.itemId)).status).toBe(404);
    expect(errorOf(await save(buyer.token, 987_654_321)).status).toBe(404);
    expect(await pendingIds(stranger.token)).toEqual([]);
    expect(await pendingIds(buyer.token)).toContain(order.itemId);
  });

  it('without login → 401 on every call except the public list', async () => {
    for (const path of ['stayAppraisePage', 'otherAppraisePage', 'buyerPageList', 'saveAppraise']) {
      const res = await reviewCall(
        t,
        undefined,
        path,
        path === 'saveAppraise' ? { orderItemId: 1, score: 5, content: '好' } : {},
      );
      expect(res.statusCode, path).toBe(401);
    }
    expect((await publicReviews(t, seller.product.id)).statusCode).toBe(200);
  });

  it('a sub-account without buy.review → 403 (buyer calls); without shop.order → 403 (seller list)', async () => {
    const order = await completedOrder(t, buyer, seller, seller.product.id);
    const clerk = await tokenFor(t, (await createSubAccount(t, buyer.company.id, ['buy.order'])).id);
    for (const path of ['stayAppraisePage', 'otherAppraisePage']) {
      expect(errorOf(await reviewCall(t, clerk, path, {})).status, path).toBe(403);
    }
    expect(errorOf(await save(clerk, order.itemId)).status).toBe(403);

    const reviewer = await createSubAccount(t, buyer.company.id, ['buy.review']);
    const reviewerToken = await tokenFor(t, reviewer.id);
    expect(await pendingIds(reviewerToken)).toContain(order.itemId);
    const saved = await save(reviewerToken, order.itemId, { imageKeys: [await uploadFor(t, reviewer.id)] });
    expect(saved.statusCode, saved.body).toBe(200);

    const sellerClerk = await tokenFor(t, (await createSubAccount(t, seller.company.id, ['shop.product'])).id);
    expect(errorOf(await reviewCall(t, sellerClerk, 'buyerPageList', {})).status).toBe(403);
    const sellerReader = await tokenFor(t, (await createSubAccount(t, seller.company.id, ['shop.order'])).id);
    expect((await page<Written>(sellerReader, 'buyerPageList')).records.map((r) => r.id)).toContain(saved.json().data.id);
  });

  it('invalid input → 400 naming the field; nothing written', async () => {
    const order = await completedOrder(t, buyer, seller, seller.product.id);
    const cases: [Record<string, unknown>, string][] = [
      [{ score: 0 }, 'score'],
      [{ score: 6 }, 'score'],
      [{ score: 4.5 }, 'score'],
      [{ content: '   ' }, 'content'],
      [{ content: '好'.repeat(501) }, 'content'],
      [{ imageKeys: ['a', 'b', 'c', 'd', 'e', 'f', 'g'] }, 'imageKeys'],
      [{ imageKeys: ['no-such-key.png'] }, 'imageKeys'],
      [{ imageKeys: [await uploadFor(t, seller.user.id)] }, 'imageKeys'],
      [{ imageKeys: [await uploadFor(t, buyer.user.id, { encrypted: true })] }, 'imageKeys'],
      [{ imageKeys: [await uploadFor(t, buyer.user.id, { pdf: true })] }, 'imageKeys'],
      [{ anonymous: 'yes' }, 'anonymous'],
    ];
    const twice = await uploadFor(t, buyer.user.id);
    cases.push([{ imageKeys: [twice, twice] }, 'imageKeys']);
    for (const [extra, field] of cases) {
      const res = errorOf(await save(buyer.token, order.itemId, extra));
      expect(res, JSON.stringify(extra).slice(0, 80)).toMatchObject({ status: 400, field });
    }
    expect(errorOf(await save(buyer.token, order.itemId, { extra: 1 })).status).toBe(400);
    expect(errorOf(await reviewCall(t, buyer.token, 'saveAppraise', { score: 5, content: '好' }))).toMatchObject({
      status: 400,
      field: 'orderItemId',
    });
    expect(errorOf(await reviewCall(t, buyer.token, 'stayAppraisePage', { size: 7 }))).toMatchObject({
      status: 400,
      field: 'size',
    });
    expect(errorOf(await reviewCall(t, seller.token, 'buyerPageList', { score: 9 }))).toMatchObject({
      status: 400,
      field: 'score',
    });
    expect(errorOf(await publicReviews(t, 0)).status).toBe(400);
    expect(await pendingIds(buyer.token)).toContain(order.itemId);
  });

  it('the public list of a product the catalogue does not show → 404', async () => {
    const hidden = await createSellerWithProduct(t);
    const order = await completedOrder(t, buyer, hidden, hidden.product.id);
    expect((await save(buyer.token, order.itemId)).statusCode).toBe(200);
    expect((await publicReviews(t, hidden.product.id)).json().data.summary.count).toBe(1);
    await t.ctx.db.update(products).set({ publishStatus: 0 }).where(eq(products.id, hidden.product.id));
    expect(errorOf(await publicReviews(t, hidden.product.id)).status).toBe(404);
    expect(errorOf(await publicReviews(t, 987_654_321)).status).toBe(404);
    // The buyer still finds its review.
    expect(await writtenIds(buyer.token)).toContain(order.itemId);
  });
});

describe('API docs', () => {
  it('lists every review call in /api/docs/json', async () => {
    const paths = Object.keys((await t.call({ method: 'GET', url: '/api/docs/json' })).json().paths);
    for (const call of ['stayAppraisePage', 'otherAppraisePage', 'buyerPageList', 'saveAppraise']) {
      expect(paths, call).toContain(`/api/productAppraise/${call}`);
    }
    expect(paths).toContain('/api/appraise/appraise');
  });
});
