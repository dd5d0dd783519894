import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cachedCurrentVersions } from '../src/modules/agreement/current-versions.ts';
import { nameStatistics } from '../src/modules/catalogue/name-statistics.ts';
import { namedShopsAndCategories } from '../src/modules/catalogue/named-directory.ts';
import { caughtUpOfferIndex, offerIndexLoaded } from '../src/modules/catalogue/offer-index/offer-index-of.ts';
import { categorySubtree } from '../src/modules/catalogue/search.ts';
import { putProduct } from '../src/modules/catalogue/test-kit.ts';
import { resolveKeyword } from '../src/modules/chemical/index.ts';
import { homeBanners, homeHotPins } from '../src/modules/homeblock/tables.ts';
import { orderItems } from '../src/modules/order/tables.ts';
import { type Buyer, createBuyer, orderCall, type Seller } from '../src/modules/order/test-kit.ts';
import { createCategory, createSeller, grantLicence } from '../src/modules/product/test-kit.ts';
import { productReviews } from '../src/modules/review/tables.ts';
import { countStatements, type StatementTally } from '../src/platform/db/query-counter.ts';
import {
  type RequestStatements,
  requestStatementsChannel,
  STATEMENTS_HEADER,
} from '../src/platform/db/statement-count-plugin.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { BUDGET_SLACK, type BudgetedOperation, PLACE_ORDER_TARGET, QUERY_BUDGETS } from './query-budgets.ts';

/**
 * Issue 7 item 3: each hot operation, driven through the API on realistic data, issues no more SQL
 * statements than its budget (query-budgets.ts) and not far fewer either.
 */
let t: TestApp;
let buyer: Buyer;
let seller: Seller;
const product = { methanol: 0, ethanol: 0, glycol: 0, benzene: 0, otherShops: 0 };
const category = { alcohols: 0, monohydric: 0 };

const post = (url: string, payload: Record<string, unknown>, token?: string, headers: Record<string, string> = {}) =>
  t.call({ method: 'POST', url: `/api${url}`, payload, headers, ...(token ? { token } : {}) });

async function addToCart(productId: number, quantity = '1') {
  const res = await post('/ordercart/addtocart', { productId, quantity }, buyer.token);
  if (res.statusCode !== 200) throw new Error(`not added: ${res.body}`);
  return res.json().data.lines[0].id as number;
}

async function placeFromCart(cartIds: number[]) {
  const res = await orderCall(t, buyer.token, 'putorder', {
    cartIds,
    addressId: buyer.address.id,
    deliveryMode: 'sellerDelivery',
  });
  if (res.statusCode !== 200) throw new Error(`order not placed: ${res.body}`);
  return res.json().data.orders as { id: number }[];
}

/** Three completed-looking reviews of the methanol, on lines of orders placed through the API. */
async function reviewMethanol() {
  for (let i = 0; i < 3; i += 1) {
    const [order] = await placeFromCart([await addToCart(product.methanol)]);
    if (!order) throw new Error('no order');
    const [line] = await t.ctx.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    if (!line) throw new Error('no order line');
    await t.ctx.db.insert(productReviews).values({
      orderItemId: line.id,
      orderId: order.id,
      productId: product.methanol,
      shopId: seller.shop.id,
      buyerCompanyId: buyer.company.id,
      authorUserId: buyer.user.id,
      score: 5 - i,
      content: `第${i + 1}次采购，纯度达标，发货及时`,
      anonymous: i === 1,
    });
  }
}

beforeAll(async () => {
  t = await createTestApp();
  seller = await createSeller(t);
  const other = await createSeller(t);
  await grantLicence(t, seller.company.id);
  buyer = await createBuyer(t);

  const alcohols = await createCategory(t, { name: '醇类' });
  const monohydric = await createCategory(t, { name: '一元醇', parentId: alcohols.id });
  const aromatics = await createCategory(t, { name: '芳烃' });
  Object.assign(category, { alcohols: alcohols.id, monohydric: monohydric.id });

  product.methanol = (await putProduct(t, seller, monohydric.id, { name: '甲醇', price: '2500.00', salesCount: 5 })).id;
  product.ethanol = (
    await putProduct(t, seller, monohydric.id, { name: '无水乙醇', casNumber: '64-17-5', price: '5200.00', daysAgo: 1 })
  ).id;
  product.glycol = (
    await putProduct(t, seller, alcohols.id, { name: '乙二醇', casNumber: '107-21-1', price: '4300.00', packaging: 1 })
  ).id;
  product.benzene = (
    await putProduct(t, seller, aromatics.id, { name: '纯苯', casNumber: '71-43-2', price: '6800.50', isDangerous: true })
  ).id;
  for (let i = 0; i < 12; i += 1) {
    const row = await putProduct(t, i % 2 ? seller : other, i % 3 ? monohydric.id : aromatics.id, {
      name: `工业醇${i}`,
      casNumber: '67-56-1',
      price: `${2000 + i * 10}.00`,
      salesCount: i,
      daysAgo: i,
    });
    if (i % 2 === 0) product.otherShops = row.id;
  }

  await t.ctx.db.insert(homeBanners).values([
    { title: '春季化工节', imageKey: 'banner-1.png', link: '/search?keyword=甲醇', sortOrder: 1 },
    { title: '危化品专区', imageKey: 'banner-2.png', link: null, sortOrder: 2 },
  ]);
  await t.ctx.db.insert(homeHotPins).values([
    { productId: product.ethanol, sortOrder: 1 },
    { productId: product.glycol, sortOrder: 2 },
  ]);
  await reviewMethanol();

  // 全部订单: ten orders of three lines each, from the one shop.
  for (let i = 0; i < 10; i += 1)
    await placeFromCart([await addToCart(product.methanol), await addToCart(product.ethanol), await addToCart(product.glycol)]);
  // The keyword searches are answered from the offer index, which has read every change above: a search then reads
  // the page's cards, checking in the same statement that nothing committed since its last catch-up.
  expect(await offerIndexLoaded(t.ctx)).toBe(true);
  await caughtUpOfferIndex(t.ctx);
}, 120_000);
afterAll(async () => t?.close());

/** The tallies of the requests answered since the last counted call. */
const answered: StatementTally[] = [];
const collect = (message: unknown) => answered.push((message as RequestStatements).tally);
beforeAll(() => requestStatementsChannel.subscribe(collect));
afterAll(() => requestStatementsChannel.unsubscribe(collect));

/**
 * Runs one counted call after warming the per-process caches (the agreement versions, the name grams'
 * statistics, the category tree, the open shops and categories a keyword may name, the chemical dictionary), so the count is the steady state every request pays, and checks it against the operation's budget.
 */
async function expectWithinBudget(operation: BudgetedOperation, call: () => Promise<LightMyRequestResponse>) {
  await Promise.all([
    cachedCurrentVersions(t.ctx),
    nameStatistics(t.ctx.db),
    categorySubtree(t.ctx, category.alcohols),
    namedShopsAndCategories(t.ctx, '醇'),
    resolveKeyword(t.ctx, '醇'),
  ]);
  answered.length = 0;
  const res = await call();
  expect(res.statusCode, res.body).toBe(200);
  expect(answered).toHaveLength(1);
  const tally = answered[0] as StatementTally;
  expect(Number(res.headers[STATEMENTS_HEADER])).toBe(tally.count);
  const budget = QUERY_BUDGETS[operation];
  const report = `${operation}: ${tally.count} statements, budget ${budget}:\n  ${tally.texts?.join('\n  ')}`;
  expect(tally.count, `over budget — ${report}`).toBeLessThanOrEqual(budget);
  expect(budget - tally.count, `budget too loose, lower it — ${report}`).toBeLessThanOrEqual(BUDGET_SLACK);
  return res;
}

describe('query budgets', () => {
  it('home page data', async () => {
    const res = await expectWithinBudget('homePage', () => post('/search/home/page', {}));
    expect(res.json().data.hotProducts[0].id).toBe(product.ethanol);
  });

  it.each([
    ['searchOneCharacter', { keyword: '醇' }],
    ['searchTwoCharacters', { keyword: '甲醇' }],
    ['searchFourCharacters', { keyword: '无水乙醇' }],
    ['searchCasNumber', { keyword: '64-17-5' }],
  ] as const)('%s', async (operation, filter) => {
    const res = await expectWithinBudget(operation, () => post('/search/searchPage', { ...filter, current: 1, size: 10 }));
    expect(res.json().data.total).toBeGreaterThan(0);
  });

  it('a filtered and sorted search', async () => {
    const res = await expectWithinBudget('searchFilteredSorted', () =>
      post('/search/searchPage', {
        keyword: '醇',
        categoryId: category.alcohols,
        packaging: 6,
        provinceCode: '320000',
        minPrice: '1000',
        maxPrice: '6000',
        inStock: true,
        sort: 'priceAsc',
        current: 1,
        size: 10,
      }),
    );
    expect(res.json().data.total).toBeGreaterThan(1);
  });

  it('product details and its reviews', async () => {
    await expectWithinBudget('productDetails', () => post('/product/details', { id: product.methanol }));
    const reviews = await expectWithinBudget('productReviews', () =>
      post('/appraise/appraise', { productId: product.methanol, current: 1, size: 10 }),
    );
    expect(reviews.json().data.summary.count).toBe(3);
  });

  it('add to cart: a new line, a line set, more of a line', async () => {
    const added = await expectWithinBudget('addToCart', () =>
      post('/ordercart/addtocart', { productId: product.benzene, quantity: '2' }, buyer.token),
    );
    expect(added.json().data.lines[0].quantity).toBe('2.0000');
    const set = await expectWithinBudget('addToCartSetLine', () =>
      post('/ordercart/addtocart', { productId: product.benzene, quantity: '5', mode: 'set' }, buyer.token),
    );
    expect(set.json().data.lines[0].quantity).toBe('5.0000');
    const more = await expectWithinBudget('addToCartAddToLine', () =>
      post('/ordercart/addtocart', { productId: product.benzene, quantity: '1', mode: 'add' }, buyer.token),
    );
    expect(more.json().data.lines[0].quantity).toBe('6.0000');
  });

  it('an order list page of ten orders', async () => {
    const res = await expectWithinBudget('orderList', () =>
      orderCall(t, buyer.token, 'buyer/orderlist', { current: 1, size: 10 }),
    );
    const page = res.json().data;
    expect(page.records).toHaveLength(10);
    expect(page.records.every((o: { items: unknown[] }) => o.items.length === 3)).toBe(true);
  });

  it('place an order: two lines of one shop', async () => {
    const cartIds = [await addToCart(product.methanol, '2'), await addToCart(product.glycol, '3')];
    const res = await expectWithinBudget('placeOrder', () =>
      orderCall(
        t,
        buyer.token,
        'putorder',
        { cartIds, addressId: buyer.address.id, deliveryMode: 'logistics', remark: '请尽快发货' },
        { 'idempotency-key': `budget-${Date.now()}` },
      ),
    );
    const [order] = res.json().data.orders;
    expect(order.items).toHaveLength(2);
    expect(order.totalAmount).toBe('17900.00');
    // Built from what placement wrote, the answer is the view every list reads back.
    const listed = (await orderCall(t, buyer.token, 'buyer/orderlist', { current: 1, size: 10 })).json().data.records;
    expect(order).toEqual(listed.find((o: { id: number }) => o.id === order.id));
  });

  it('place orders from two shops: no statement more per shop', async () => {
    const cartIds = [await addToCart(product.ethanol, '1'), await addToCart(product.otherShops, '1')];
    const res = await expectWithinBudget('placeOrderTwoShops', () =>
      orderCall(
        t,
        buyer.token,
        'putorder',
        { cartIds, addressId: buyer.address.id, deliveryMode: 'sellerDelivery' },
        { 'idempotency-key': `budget-two-${Date.now()}` },
      ),
    );
    expect(res.json().data.orders).toHaveLength(2);
  });

  it('placing an order stays within the issue target', () => {
    expect(Math.max(QUERY_BUDGETS.placeOrder, QUERY_BUDGETS.placeOrderTwoShops)).toBeLessThanOrEqual(PLACE_ORDER_TARGET);
  });
});

describe('statement counting', () => {
  it('counts BEGIN and COMMIT of a transaction alike on either database', async () => {
    const { tally } = await countStatements(() => t.ctx.db.transaction(async (tx) => tx.select().from(homeBanners)));
    expect(tally.transactions).toBe(1);
    expect(tally.count).toBe(3);
  });

  it('keeps concurrent requests apart', async () => {
    const alone = async (call: () => Promise<LightMyRequestResponse>) => Number((await call()).headers[STATEMENTS_HEADER]);
    const home = () => post('/search/home/page', {});
    const cart = () => post('/ordercart/cartlist', {}, buyer.token);
    await cachedCurrentVersions(t.ctx);
    const [homeAlone, cartAlone] = [await alone(home), await alone(cart)];
    const together = await Promise.all([home(), cart(), home(), cart()]);
    expect(together.map((r) => Number(r.headers[STATEMENTS_HEADER]))).toEqual([homeAlone, cartAlone, homeAlone, cartAlone]);
    expect(homeAlone).toBeGreaterThan(0);
  });
});
