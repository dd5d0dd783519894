import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSubAccount, createTestApp, errorOf, type TestApp, tokenFor } from '../../../../test/harness.ts';
import { runDueJobs } from '../../../platform/jobs/queue.ts';
import { NOTIFY_JOB_HANDLERS } from '../../../platform/notify/deliver.ts';
import { notifications } from '../../../platform/notify/tables.ts';
import { orderItems } from '../../order/tables.ts';
import { type Buyer, createBuyer, createSellerWithProduct } from '../../order/test-kit.ts';

let t: TestApp;
let buyer: Buyer;
let other: Buyer;
let seller: Awaited<ReturnType<typeof createSellerWithProduct>>;

const inHours = (hours: number) => new Date(Date.now() + hours * 3600 * 1000).toISOString();
const post = (token: string | undefined, url: string, payload: Record<string, unknown> = {}) =>
  t.call({ method: 'POST', url: `/api${url}`, ...(token ? { token } : {}), payload });
const ok = async (token: string, url: string, payload: Record<string, unknown> = {}) => {
  const res = await post(token, url, payload);
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.body}`);
  return res.json().data;
};
const ask = (who: Buyer, quantity = '30', extra: Record<string, unknown> = {}) =>
  post(who.token, '/cs/quote/inquiry/submit', {
    productId: seller.product.id,
    quantity,
    deliveryPlace: '浙江宁波',
    needBy: '2026-12-31',
    message: '请报到厂含税价',
    ...extra,
  });
const quoteTerms = (inquiryId: number, buyerCompanyId: number, overrides: Record<string, unknown> = {}) => ({
  inquiryId,
  buyerCompanyId,
  productId: seller.product.id,
  quantity: '30',
  minQty: '10',
  unitPrice: '2450.50',
  deliveryMode: 'sellerDelivery',
  deliveryPlace: '浙江宁波',
  deliveryFrom: '2026-12-05',
  deliveryTo: '2026-12-20',
  paymentTerms: 'prepay',
  validUntil: inHours(48),
  remark: null,
  ...overrides,
});

async function notified(kind: string) {
  for (let run = 0; run < 5; run += 1) if ((await runDueJobs(t.ctx, NOTIFY_JOB_HANDLERS, { limit: 100 })).length === 0) break;
  return t.ctx.db.select().from(notifications).where(eq(notifications.kind, kind));
}

beforeAll(async () => {
  t = await createTestApp();
  buyer = await createBuyer(t);
  other = await createBuyer(t);
  seller = await createSellerWithProduct(t, { stock: '100.0000', price: '2500.00' });
}, 60_000);
afterAll(async () => t?.close());

describe('an offer at 面议', () => {
  it('shows no price, sells through no cart, and is left out of the price sorts', async () => {
    const changed = await ok(seller.token, '/product/update/price', { id: seller.product.id, price: null });
    expect(changed).toMatchObject({ price: null, priceTiers: [] });
    // A tier with no price to fall from is refused; the price comes back with update/price.
    expect(
      errorOf(
        await post(seller.token, '/product/update/price', {
          id: seller.product.id,
          price: null,
          priceTiers: [{ minQty: '50', price: '2400.00' }],
        }),
      ),
    ).toMatchObject({ status: 400, field: 'priceTiers.0.price', msg: '面议商品不设阶梯价' });

    const search = await t.call({ method: 'POST', url: '/api/search/searchPage', payload: { keyword: '甲醇', sort: 'newest' } });
    const card = search.json().data.records.find((r: { id: number }) => r.id === seller.product.id);
    expect(card).toMatchObject({ price: null, tonnePrice: null });
    for (const sort of ['priceAsc', 'priceDesc']) {
      const sorted = await t.call({ method: 'POST', url: '/api/search/searchPage', payload: { keyword: '甲醇', sort } });
      expect(sorted.json().data.records.map((r: { id: number }) => r.id)).not.toContain(seller.product.id);
    }

    expect(
      errorOf(await post(buyer.token, '/ordercart/addtocart', { productId: seller.product.id, quantity: '20' })),
    ).toMatchObject({
      status: 409,
      msg: '该商品为面议价格，请向卖家询价',
    });
    expect(
      errorOf(
        await post(buyer.token, '/order/direct/putorder', {
          productId: seller.product.id,
          quantity: '20',
          addressId: buyer.address.id,
          deliveryMode: 'sellerDelivery',
        }),
      ),
    ).toMatchObject({ status: 409, msg: '该商品为面议价格，请向卖家询价' });
  });
});

describe('an inquiry answered by a quote', () => {
  it('is asked once, quoted by the seller, and selected into an order at the quoted price', async () => {
    expect(errorOf(await ask(buyer, '0.5'))).toMatchObject({ status: 400, field: 'quantity' });
    const asked = (await ask(buyer)).json().data;
    expect(asked).toMatchObject({
      status: 'open',
      statusLabel: '待报价',
      listedPrice: null,
      quantity: '30.0000',
      unit: '吨',
      needBy: '2026-12-31',
      buyerCompanyId: buyer.company.id,
      sellerCompanyId: seller.company.id,
      quoteId: null,
      actions: ['cancel'],
    });
    expect(asked.inquiryNo).toMatch(/^XJ\d{14}$/);
    expect(errorOf(await ask(buyer))).toMatchObject({ status: 409, msg: '您对该商品已有待报价的询价单，请等待卖家答复' });
    expect((await notified('notify.quoteInquiry.submit')).map((n) => n.link)).toContain(
      `/manage/inquiries?box=received&id=${asked.id}`,
    );

    const received = await ok(seller.token, '/cs/quote/inquiry/pageList', { box: 'received' });
    expect(received.records.map((r: { id: number }) => r.id)).toContain(asked.id);
    expect(received.records.find((r: { id: number }) => r.id === asked.id).actions).toEqual(['quote', 'decline']);
    expect((await ok(buyer.token, '/cs/quote/inquiry/pageList', { box: 'received' })).total).toBe(0);

    // The quote answers its inquiry's buyer and offer, nobody else's.
    expect(errorOf(await post(seller.token, '/cs/quote/save', quoteTerms(asked.id, other.company.id)))).toMatchObject({
      status: 400,
      field: 'inquiryId',
    });
    const draft = await ok(seller.token, '/cs/quote/save', quoteTerms(asked.id, buyer.company.id));
    expect(draft).toMatchObject({ status: 'draft', inquiryId: asked.id });
    // A draft binds nobody: the buyer's inquiry shows no quote yet, the seller's does.
    expect(await ok(buyer.token, '/cs/quote/inquiry/info', { id: asked.id })).toMatchObject({ status: 'open', quoteId: null });
    expect(await ok(seller.token, '/cs/quote/inquiry/info', { id: asked.id })).toMatchObject({ quoteId: draft.id });

    await ok(seller.token, '/cs/quote/submit/quotation', { id: draft.id });
    const quoted = await ok(buyer.token, '/cs/quote/inquiry/info', { id: asked.id });
    expect(quoted).toMatchObject({
      status: 'quoted',
      quoteId: draft.id,
      quoteNo: draft.quoteNo,
      quoteStatusLabel: '报价中',
      actions: [],
    });
    expect(quoted.answeredAt).not.toBeNull();
    expect(errorOf(await post(buyer.token, '/cs/quote/inquiry/cancel', { id: asked.id }))).toMatchObject({
      status: 409,
      msg: '询价单当前状态为「已报价」，不能执行此操作',
    });
    // Answered, the buyer may ask again.
    const again = (await ask(buyer, '40')).json().data;
    expect(again.status).toBe('open');
    await ok(buyer.token, '/cs/quote/inquiry/cancel', { id: again.id });

    // The offer stays at 面议; the quote's price makes the order.
    const selected = await ok(buyer.token, '/cs/quote/selectQuote', {
      id: draft.id,
      version: 1,
      quantity: '30',
      addressId: buyer.address.id,
    });
    const [line] = await t.ctx.db.select().from(orderItems).where(eq(orderItems.orderId, selected.orderId));
    expect(line).toMatchObject({ price: '2450.50', quantity: '30.0000', amount: '73515.00' });
  });

  it('is declined with a reason the buyer reads, or cancelled before an answer', async () => {
    const asked = (await ask(other, '20')).json().data;
    expect(errorOf(await post(seller.token, '/cs/quote/inquiry/decline', { id: asked.id, reason: '' }))).toMatchObject({
      status: 400,
      field: 'reason',
    });
    const declined = await ok(seller.token, '/cs/quote/inquiry/decline', { id: asked.id, reason: '本月产能已排满' });
    expect(declined).toMatchObject({ status: 'declined', declineReason: '本月产能已排满', actions: [] });
    expect(await ok(other.token, '/cs/quote/inquiry/info', { id: asked.id })).toMatchObject({
      statusLabel: '已婉拒',
      declineReason: '本月产能已排满',
    });
    const told = await notified('notify.quoteInquiry.decline');
    expect(told.some((n) => n.link === `/manage/inquiries?box=sent&id=${asked.id}`)).toBe(true);
    // A declined inquiry takes no quote.
    expect(errorOf(await post(seller.token, '/cs/quote/save', quoteTerms(asked.id, other.company.id)))).toMatchObject({
      status: 409,
    });

    const second = (await ask(other, '20')).json().data;
    const cancelled = await ok(other.token, '/cs/quote/inquiry/cancel', { id: second.id });
    expect(cancelled).toMatchObject({ status: 'cancelled', statusLabel: '已取消' });
    expect(errorOf(await post(seller.token, '/cs/quote/inquiry/decline', { id: second.id, reason: '晚了' }))).toMatchObject({
      status: 409,
    });
  });

  it('is refused without login, to a stranger, on its own offer and to a sub-account without the permission', async () => {
    expect(
      errorOf(await post(undefined, '/cs/quote/inquiry/submit', { productId: seller.product.id, quantity: '20' })),
    ).toMatchObject({
      status: 401,
    });
    expect(
      errorOf(await post(seller.token, '/cs/quote/inquiry/submit', { productId: seller.product.id, quantity: '20' })),
    ).toMatchObject({ status: 403, msg: '不能向本企业的商品询价' });
    expect(errorOf(await post(buyer.token, '/cs/quote/inquiry/submit', { productId: 99_999_999, quantity: '20' }))).toMatchObject(
      {
        status: 404,
      },
    );
    const asked = (await ask(buyer, '25')).json().data;
    expect(errorOf(await post(other.token, '/cs/quote/inquiry/info', { id: asked.id }))).toMatchObject({ status: 404 });
    expect(errorOf(await post(other.token, '/cs/quote/inquiry/cancel', { id: asked.id }))).toMatchObject({ status: 404 });
    // The buyer is no seller of it: declining is not its step.
    expect(errorOf(await post(buyer.token, '/cs/quote/inquiry/decline', { id: asked.id, reason: '自己拒绝' }))).toMatchObject({
      status: 404,
    });
    const clerk = await createSubAccount(t, seller.company.id, ['shop.order']);
    expect(
      errorOf(await post(await tokenFor(t, clerk.id), '/cs/quote/inquiry/decline', { id: asked.id, reason: '无权' })),
    ).toMatchObject({ status: 403 });
    const viewer = await createSubAccount(t, buyer.company.id, ['contract.view']);
    expect(errorOf(await post(await tokenFor(t, viewer.id), '/cs/quote/inquiry/cancel', { id: asked.id }))).toMatchObject({
      status: 403,
    });
    await ok(buyer.token, '/cs/quote/inquiry/cancel', { id: asked.id });
  });

  it('lets one of many concurrent asks through, the others told it waits for its answer', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => ask(other, '20')));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
  });
});
