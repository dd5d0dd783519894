import { PUBLISH_STATUS } from '@hgsc/contracts';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorOf, type TestApp } from '../../../test/harness.ts';
import { enqueueJob, runDueJobs } from '../../platform/jobs/queue.ts';
import { jobs } from '../../platform/jobs/tables.ts';
import { cartItems } from '../cart/tables.ts';
import { putProduct } from '../catalogue/test-kit.ts';
import { createBuyer, orderCall } from '../order/test-kit.ts';
import { publicProductCountOf } from '../shop/test-kit.ts';
import { EXPIRE_OFFERS_JOB, expireOffers } from './expire-offers.ts';
import { PRODUCT_JOB_HANDLERS } from './jobs.ts';
import { productAuditLogs, products } from './tables.ts';
import { createCategory, createSeller, day } from './test-kit.ts';

/** Offers past their validity: refused by id at once (catalogue/visibility.ts), taken off shelf by the sweep. */
describe('offer expiry', () => {
  let t: TestApp;
  let category: { id: number };
  beforeAll(async () => {
    t = await createTestApp();
    category = await createCategory(t, { name: '酮类' });
  });
  afterAll(() => t.close());

  const validUntil = async (id: number, date: string | null) =>
    t.ctx.db.update(products).set({ validUntil: date }).where(eq(products.id, id));
  const rowOf = async (id: number) => (await t.ctx.db.select().from(products).where(eq(products.id, id)))[0];
  const lastStep = async (id: number) =>
    (
      await t.ctx.db
        .select()
        .from(productAuditLogs)
        .where(eq(productAuditLogs.productId, id))
        .orderBy(desc(productAuditLogs.id))
        .limit(1)
    )[0];
  const countOf = (shopId: number) => publicProductCountOf(t, shopId);
  const search = async (keyword: string) =>
    (await t.call({ method: 'POST', url: '/api/search/searchPage', payload: { keyword, current: 1, size: 10 } })).json().data
      .records as { id: number }[];

  it('refuses an offer past its validity to the details, the cart and the checkout from the next day on', async () => {
    const seller = await createSeller(t);
    const buyer = await createBuyer(t);
    const offer = await putProduct(t, seller, category.id, { name: '丙酮 过期报价' });
    const lastDay = await putProduct(t, seller, category.id, { name: '丙酮 明日到期' });
    if (!offer || !lastDay) throw new Error('products not created');
    // In the cart while still valid; then its validity ends (yesterday), the other's tomorrow (today's own last day
    // is the sweep's test below, with its day fixed: a request's own clock could pass midnight).
    const [line] = await t.ctx.db
      .insert(cartItems)
      .values({ userId: buyer.user.id, productId: offer.id, quantity: '2.0000' })
      .returning();
    await validUntil(offer.id, day(-1));
    await validUntil(lastDay.id, day(1));

    const details = (id: number) => t.call({ method: 'POST', url: '/api/product/details', payload: { id } });
    expect((await details(offer.id)).statusCode).toBe(404);
    expect((await details(lastDay.id)).statusCode).toBe(200);
    const added = await t.call({
      method: 'POST',
      url: '/api/ordercart/addtocart',
      token: buyer.token,
      payload: { productId: offer.id, quantity: '1' },
    });
    expect(errorOf(added)).toMatchObject({ status: 404, msg: '商品不存在或已下架' });

    const cart = (await t.call({ method: 'POST', url: '/api/ordercart/cartlist', token: buyer.token, payload: {} })).json().data;
    const item = cart.shops
      .flatMap((s: { items: { id: number; status: string }[] }) => s.items)
      .find((i: { id: number }) => i.id === line?.id);
    expect(item?.status).toBe('unavailable');
    const placed = await orderCall(t, buyer.token, 'putorder', {
      cartIds: [line?.id],
      addressId: buyer.address.id,
      deliveryMode: 'logistics',
    });
    expect(errorOf(placed)).toMatchObject({ status: 409 });
    expect(errorOf(placed).msg).toContain('丙酮 过期报价');
    expect((await rowOf(offer.id))?.stock).toBe('100.0000');
  });

  it('takes expired offers off shelf with a step of the system, leaving current and off-shelf ones alone', async () => {
    const seller = await createSeller(t);
    const [expired, endsToday, open, alreadyDown] = await Promise.all(
      ['丁酮 过期', '丁酮 今日到期', '丁酮 长期', '丁酮 已下架'].map((name) => putProduct(t, seller, category.id, { name })),
    );
    if (!expired || !endsToday || !open || !alreadyDown) throw new Error('products not created');
    await t.ctx.db.update(products).set({ showcase: true }).where(eq(products.id, expired.id));
    await validUntil(expired.id, day(-1));
    const today = day(0);
    await validUntil(endsToday.id, today);
    await validUntil(open.id, null);
    await t.ctx.db
      .update(products)
      .set({ publishStatus: PUBLISH_STATUS.OFF_SHELF, validUntil: day(-3) })
      .where(eq(products.id, alreadyDown.id));
    expect(await countOf(seller.shop.id)).toBe(3);
    expect((await search('丁酮')).map((r) => r.id)).toContain(expired.id);
    const stepsOfDown = await lastStep(alreadyDown.id);

    const { expired: taken } = await expireOffers(t.ctx, today);
    expect(taken).toContain(expired.id);
    expect(taken).not.toContain(endsToday.id);
    expect(taken).not.toContain(alreadyDown.id);

    expect(await rowOf(expired.id)).toMatchObject({ publishStatus: PUBLISH_STATUS.OFF_SHELF, showcase: false, auditStatus: 1 });
    expect(await lastStep(expired.id)).toMatchObject({ action: 'expire', actorUserId: null });
    for (const kept of [endsToday, open]) expect((await rowOf(kept.id))?.publishStatus).toBe(PUBLISH_STATUS.ON_SHELF);
    expect(await lastStep(alreadyDown.id)).toEqual(stepsOfDown);
    expect(await countOf(seller.shop.id)).toBe(2);
    expect((await search('丁酮')).map((r) => r.id)).not.toContain(expired.id);

    // The seller reads the step in its history; a second sweep finds nothing.
    const info = await t.call({ method: 'GET', url: `/api/product/info?id=${expired.id}`, token: seller.token });
    expect(info.json().data.auditLogs.at(-1)).toMatchObject({ action: 'expire', actionLabel: '有效期届满，自动下架' });
    expect((await expireOffers(t.ctx, today)).expired).toEqual([]);
  });

  const expiredOffers = async (names: string[]) => {
    const seller = await createSeller(t);
    const ids: number[] = [];
    for (const name of names) {
      const offer = await putProduct(t, seller, category.id, { name });
      if (!offer) throw new Error('product not created');
      await validUntil(offer.id, day(-1));
      ids.push(offer.id);
    }
    return ids;
  };

  it('goes on batch after batch, up to its share of a sweep; the next sweep takes the rest', async () => {
    const ids = await expiredOffers(['己酮 一', '己酮 二', '己酮 三', '己酮 四', '己酮 五']);
    const first = await expireOffers(t.ctx, day(0), { batch: 2, batches: 2 });
    expect(first.expired).toEqual(ids.slice(0, 4));
    expect((await expireOffers(t.ctx, day(0), { batch: 2, batches: 2 })).expired).toEqual(ids.slice(4));
  });

  // PGlite is one connection: a second transaction holding a row cannot run beside the sweep there.
  it.skipIf(!process.env.TEST_DATABASE_URL)('passes over an offer a seller holds, without waiting for it', async () => {
    const [held, ...free] = (await expiredOffers(['庚酮 一', '庚酮 二', '庚酮 三'])) as [number, ...number[]];
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let holding = () => {};
    const holds = new Promise<void>((resolve) => {
      holding = resolve;
    });
    const edit = t.ctx.db.transaction(async (tx) => {
      await tx.select().from(products).where(eq(products.id, held)).for('update');
      holding();
      await released;
    });
    await holds;
    const swept = await expireOffers(t.ctx, day(0));
    release();
    await edit;
    expect(swept.expired).toEqual(free);
    expect((await rowOf(held))?.publishStatus).toBe(PUBLISH_STATUS.ON_SHELF);
    expect((await expireOffers(t.ctx, day(0))).expired).toEqual([held]);
  });

  it('runs as the recurring durable job', async () => {
    const seller = await createSeller(t);
    const offer = await putProduct(t, seller, category.id, { name: '戊酮 过期' });
    if (!offer) throw new Error('product not created');
    await validUntil(offer.id, day(-2));
    await enqueueJob(t.ctx, { kind: EXPIRE_OFFERS_JOB, singletonKey: EXPIRE_OFFERS_JOB });
    const [ran] = await runDueJobs(t.ctx, PRODUCT_JOB_HANDLERS);
    expect(ran).toMatchObject({ kind: EXPIRE_OFFERS_JOB });
    const [done] = await t.ctx.db
      .select()
      .from(jobs)
      .where(eq(jobs.id, ran?.id ?? 0));
    expect(done?.doneAt).not.toBeNull();
    expect(done?.result).toEqual({ expired: 1 });
    expect((await rowOf(offer.id))?.publishStatus).toBe(PUBLISH_STATUS.OFF_SHELF);
  });
});
