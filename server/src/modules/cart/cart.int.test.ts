import { CART_LINE_LIMIT } from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCompany,
  createSubAccount,
  createTestApp,
  createUser,
  errorOf,
  type TestApp,
  tokenFor,
} from '../../../test/harness.ts';
import { putProduct } from '../catalogue/test-kit.ts';
import { products } from '../product/tables.ts';
import { createCategory, createSeller, grantLicence } from '../product/test-kit.ts';
import { cartItems } from './tables.ts';

type Line = {
  id: number;
  productId: number;
  quantity: string;
  price: string;
  amount: string;
  status: string;
  statusText: string | null;
  needsLicence: boolean;
  shopId: number;
};
type Group = { shopId: number; shopName: string; items: Line[]; subtotal: string };
type CartList = { shops: Group[]; total: string; count: number };

/** SPEC §7 "Cart and orders": /ordercart/cartlist, addtocart, getprice, remove, removebatch, clear, count. */
describe('cart', () => {
  let t: TestApp;
  let seller: Awaited<ReturnType<typeof createSeller>>;
  let seller2: Awaited<ReturnType<typeof createSeller>>;
  let buyerToken: string;
  let buyerCompanyId: number;
  let otherToken: string;
  let loneToken: string;
  const ids = {
    methanol: 0,
    dime: 0,
    twoDimes: 0,
    third: 0,
    minTwoHalf: 0,
    offShelf: 0,
    soldOut: 0,
    dangerous: 0,
    draft: 0,
    other: 0,
  };

  beforeAll(async () => {
    t = await createTestApp();
    const category = await createCategory(t, { name: '醇类' });
    seller = await createSeller(t);
    seller2 = await createSeller(t);
    await grantLicence(t, seller.company.id);
    const put = (input: Parameters<typeof putProduct>[3], s = seller) => putProduct(t, s, category.id, input);
    ids.methanol = (await put({ name: '甲醇', price: '2500.00', stock: '100' })).id;
    ids.dime = (await put({ name: '一角', price: '0.10' })).id;
    ids.twoDimes = (await put({ name: '两角', price: '0.20' })).id;
    ids.third = (await put({ name: '三元', price: '3.00' })).id;
    await t.ctx.db.update(products).set({ minOrderQty: '0.1' }).where(eq(products.id, ids.third));
    ids.minTwoHalf = (await put({ name: '乙醇', price: '5200.00', stock: '10' })).id;
    await t.ctx.db.update(products).set({ minOrderQty: '2.5' }).where(eq(products.id, ids.minTwoHalf));
    ids.offShelf = (await put({ name: '丁醇', publishStatus: 0 })).id;
    ids.soldOut = (await put({ name: '丙醇', stock: '0' })).id;
    ids.dangerous = (await put({ name: '纯苯', isDangerous: true, price: '6800.50' })).id;
    ids.draft = (await put({ name: '草稿', auditStatus: null, publishStatus: 0 })).id;
    await t.ctx.db.update(products).set({ publishedAt: null }).where(eq(products.id, ids.draft));
    ids.other = (await put({ name: '苯乙烯', price: '8000.00' }, seller2)).id;

    const buyer = await createUser(t, { name: '买家' });
    buyerCompanyId = (await createCompany(t, buyer.id)).id;
    buyerToken = await tokenFor(t, buyer.id);
    otherToken = await tokenFor(t, (await createUser(t)).id);
    loneToken = await tokenFor(t, (await createUser(t)).id);
  });
  afterAll(() => t.close());

  // null = no login.
  const call = (path: string, payload: unknown, token: string | null = buyerToken) =>
    t.call({ method: 'POST', url: `/api/ordercart/${path}`, token: token ?? undefined, payload: payload as object });
  const add = (productId: unknown, quantity: unknown, token: string | null = buyerToken, mode?: string) =>
    call('addtocart', { productId, quantity, ...(mode ? { mode } : {}) }, token);
  const list = async (token = buyerToken): Promise<CartList> => {
    const res = await call('cartlist', {}, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const lineOf = async (productId: number, token = buyerToken) =>
    (await list(token)).shops.flatMap((s) => s.items).find((i) => i.productId === productId);
  const count = async (token = buyerToken) => (await call('count', {}, token)).json().data.count as number;
  const clear = async (token = buyerToken) => expect((await call('clear', {}, token)).statusCode).toBe(200);

  it('needs a login for every call but getprice', async () => {
    for (const [path, payload] of [
      ['cartlist', {}],
      ['addtocart', { productId: ids.methanol, quantity: '1' }],
      ['remove', { id: 1 }],
      ['removebatch', { ids: [1] }],
      ['clear', {}],
      ['count', {}],
    ] as const) {
      expect(errorOf(await call(path, payload, null)).status, path).toBe(401);
    }
    expect(errorOf(await call('cartlist', {}, 'not-a-token')).code).toBe('E_300');
    const priced = await call('getprice', { items: [{ productId: ids.methanol, quantity: '2' }] }, null);
    expect(priced.statusCode, priced.body).toBe(200);
  });

  it('adds a product, adds up a second time and sets a quantity', async () => {
    const first = await add(ids.methanol, '2');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().msg).toBe('已加入购物车');
    expect(first.json().data).toMatchObject({ lines: [{ productId: ids.methanol, quantity: '2.0000' }], skipped: [], count: 1 });
    const again = await add(ids.methanol, '1.5');
    expect(again.json().data.lines[0]).toMatchObject({ id: first.json().data.lines[0].id, quantity: '3.5000' });
    const set = await add(ids.methanol, '1.25', buyerToken, 'set');
    expect(set.json().msg).toBe('数量已更新');
    expect(set.json().data.lines[0]).toMatchObject({ id: first.json().data.lines[0].id, quantity: '1.2500' });
    // The badge's count: a line set is no new line.
    expect(set.json().data.count).toBe(1);
    expect(await count()).toBe(1);
    const rows = await t.ctx.db.select().from(cartItems).where(eq(cartItems.productId, ids.methanol));
    expect(rows).toHaveLength(1);
    await clear();
  });

  it('refuses bad quantities naming the field', async () => {
    for (const quantity of ['abc', '0', '-1', '1.23456', '', 1.5, '1e3', null]) {
      expect(errorOf(await add(ids.methanol, quantity)), String(quantity)).toMatchObject({ status: 400, field: 'quantity' });
    }
    expect(errorOf(await add(ids.minTwoHalf, '2.4999'))).toMatchObject({
      status: 400,
      field: 'quantity',
      msg: '购买数量不能少于起订量 2.5吨',
    });
    expect(errorOf(await add(ids.minTwoHalf, '10.0001'))).toMatchObject({
      status: 400,
      field: 'quantity',
      msg: '购买数量不能超过库存 10吨',
    });
    // adding up past the stock is refused and leaves the line as it was
    expect((await add(ids.minTwoHalf, '6')).statusCode).toBe(200);
    expect(errorOf(await add(ids.minTwoHalf, '4.5'))).toMatchObject({ status: 400, field: 'quantity' });
    expect((await lineOf(ids.minTwoHalf))?.quantity).toBe('6.0000');
    // set below the minimum is refused too
    expect(errorOf(await add(ids.minTwoHalf, '1', buyerToken, 'set'))).toMatchObject({ status: 400, field: 'quantity' });
    expect((await add(ids.minTwoHalf, '4', buyerToken)).json().data.lines[0].quantity).toBe('10.0000');
    await clear();
  });

  it('refuses invalid bodies, unknown and hidden products, own products and sold-out ones', async () => {
    expect(errorOf(await call('addtocart', { quantity: '1' }))).toMatchObject({ status: 400, field: 'productId' });
    expect(errorOf(await call('addtocart', { productId: ids.methanol }))).toMatchObject({ status: 400, field: 'quantity' });
    expect(errorOf(await add('x', '1'))).toMatchObject({ status: 400, field: 'productId' });
    expect(errorOf(await add(ids.methanol, '1', buyerToken, 'replace'))).toMatchObject({ status: 400, field: 'mode' });
    const extra = await call('addtocart', { productId: ids.methanol, quantity: '1', price: '1.00' });
    expect(errorOf(extra)).toMatchObject({ status: 400, field: 'price' });
    const both = await call('addtocart', { productId: ids.methanol, items: [{ productId: ids.dime, quantity: '1' }] });
    expect(errorOf(both)).toMatchObject({ status: 400, field: 'productId' });
    for (const id of [999_999, ids.offShelf, ids.draft]) {
      expect(errorOf(await add(id, '1'))).toMatchObject({ status: 404, msg: '商品不存在或已下架' });
    }
    expect(errorOf(await add(ids.methanol, '1', seller.token))).toMatchObject({ status: 403, msg: '不能购买本企业的商品' });
    expect(errorOf(await add(ids.soldOut, '1'))).toMatchObject({ status: 409, msg: '商品已售罄' });
    expect(await count()).toBe(0);
  });

  it('lists lines grouped by shop with exact decimal amounts, subtotals and total', async () => {
    expect((await add(ids.dime, '3')).statusCode).toBe(200); // 3 × 0.10 = 0.30, not 0.30000000000000004
    expect((await add(ids.twoDimes, '1')).statusCode).toBe(200); // 0.20
    expect((await add(ids.third, '0.3333')).statusCode).toBe(200); // 0.9999 → 1.00 (half up to the fen)
    expect((await add(ids.other, '1.5')).statusCode).toBe(200); // 12000.00, another shop
    const cart = await list();
    expect(cart.count).toBe(4);
    expect(cart.shops.map((s) => s.shopId)).toEqual([seller2.shop.id, seller.shop.id]);
    const mine = cart.shops[1] as Group;
    expect(mine.items.map((i) => [i.productId, i.amount, i.status])).toEqual([
      [ids.third, '1.00', 'ok'],
      [ids.twoDimes, '0.20', 'ok'],
      [ids.dime, '0.30', 'ok'],
    ]);
    expect(mine.subtotal).toBe('1.50');
    expect(cart.shops[0]?.subtotal).toBe('12000.00');
    expect(cart.total).toBe('12001.50');
    // the price is live: a new price shows at once
    await t.ctx.db.update(products).set({ price: '0.11' }).where(eq(products.id, ids.dime));
    const repriced = await lineOf(ids.dime);
    expect(repriced).toMatchObject({ price: '0.11', amount: '0.33' });
    await t.ctx.db.update(products).set({ price: '0.10' }).where(eq(products.id, ids.dime));
    // changing a quantity does not move a line
    expect((await add(ids.dime, '4', buyerToken, 'set')).statusCode).toBe(200);
    const reordered = await list();
    expect(reordered.shops.map((s) => s.shopId)).toEqual([seller2.shop.id, seller.shop.id]);
    expect(reordered.shops[1]?.items.map((i) => i.productId)).toEqual([ids.third, ids.twoDimes, ids.dime]);
    expect((await add(ids.dime, '3', buyerToken, 'set')).statusCode).toBe(200);
    // another user's cart is theirs
    expect((await list(otherToken)).count).toBe(0);
  });

  it('shows a product that left the catalogue as unavailable, and out-of-range quantities, outside the totals', async () => {
    await t.ctx.db.update(products).set({ publishStatus: 0 }).where(eq(products.id, ids.twoDimes));
    await t.ctx.db.update(products).set({ stock: '0.05' }).where(eq(products.id, ids.third));
    const cart = await list();
    expect(cart.count).toBe(4);
    const mine = cart.shops.find((s) => s.shopId === seller.shop.id) as Group;
    const byId = new Map(mine.items.map((i) => [i.productId, i]));
    expect(byId.get(ids.twoDimes)).toMatchObject({ status: 'unavailable', statusText: '商品已失效（已下架或停止销售）' });
    expect(byId.get(ids.third)).toMatchObject({ status: 'soldOut', statusText: '商品已售罄' });
    expect(mine.subtotal).toBe('0.30');
    expect(cart.total).toBe('12000.30');
    await t.ctx.db.update(products).set({ stock: '0.3', minOrderQty: '0.1' }).where(eq(products.id, ids.third));
    expect(await lineOf(ids.third)).toMatchObject({ status: 'overStock', statusText: '购买数量超过库存 0.3吨' });
    await t.ctx.db.update(products).set({ stock: '100', minOrderQty: '1' }).where(eq(products.id, ids.third));
    expect(await lineOf(ids.third)).toMatchObject({ status: 'belowMin', statusText: '购买数量低于起订量 1吨' });
    // English
    const en = await t.call({
      method: 'POST',
      url: '/api/ordercart/cartlist',
      token: buyerToken,
      headers: { language: 'en' },
      payload: {},
    });
    const enLine = (en.json().data as CartList).shops.flatMap((s) => s.items).find((i) => i.productId === ids.twoDimes);
    expect(enLine?.statusText).toBe('No longer available (off shelf or withdrawn)');
    await t.ctx.db.update(products).set({ publishStatus: 1 }).where(eq(products.id, ids.twoDimes));
    await t.ctx.db.update(products).set({ minOrderQty: '0.1' }).where(eq(products.id, ids.third));
    await clear();
  });

  it('flags a dangerous good until the buyer company holds a valid licence, counting it in no subtotal till then', async () => {
    expect((await add(ids.dangerous, '1')).statusCode).toBe(200);
    expect(await lineOf(ids.dangerous)).toMatchObject({ status: 'ok', needsLicence: true });
    expect(await lineOf(ids.dangerous)).toMatchObject({ amount: '6800.50' });
    // Checkout would refuse it: it is no more purchasable than a sold-out line.
    const unlicensed = await list();
    expect(unlicensed.shops.map((shop) => shop.subtotal)).toEqual(['0.00']);
    expect(unlicensed.total).toBe('0.00');
    await grantLicence(t, buyerCompanyId);
    expect((await lineOf(ids.dangerous))?.needsLicence).toBe(false);
    const licensed = await list();
    expect(licensed.shops.map((shop) => shop.subtotal)).toEqual(['6800.50']);
    expect(licensed.total).toBe('6800.50');
    await clear();
  });

  it('prices a selection publicly, like a visitor’s buylist', async () => {
    const res = await call(
      'getprice',
      {
        items: [
          { productId: ids.dime, quantity: '3' },
          { productId: 999_999, quantity: '1' },
          { productId: ids.offShelf, quantity: '1' },
          { productId: ids.draft, quantity: '1' },
          { productId: ids.minTwoHalf, quantity: '2' },
          { productId: ids.dangerous, quantity: '1.5' },
          { productId: ids.twoDimes, quantity: '1' },
        ],
      },
      null,
    );
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as { items: Line[]; unknownIds: number[]; total: string };
    expect(data.items.map((i) => [i.productId, i.status, i.amount])).toEqual([
      [ids.dime, 'ok', '0.30'],
      [ids.offShelf, 'unavailable', '2500.00'],
      [ids.minTwoHalf, 'belowMin', '10400.00'],
      [ids.dangerous, 'ok', '10200.75'],
      [ids.twoDimes, 'ok', '0.20'],
    ]);
    expect(data.items.find((i) => i.productId === ids.dangerous)?.needsLicence).toBe(true);
    expect(data.unknownIds).toEqual([999_999, ids.draft]);
    // A visitor holds no licence: the dangerous good is priced but not counted.
    expect(data.total).toBe('0.50');
    // a logged-in seller sees its own product flagged
    const own = await call('getprice', { items: [{ productId: ids.dime, quantity: '1' }] }, seller.token);
    expect(own.json().data.items[0]).toMatchObject({ status: 'ownProduct', statusText: '本企业的商品，不能购买' });
    expect(own.json().data.total).toBe('0.00');
    const bad = await call('getprice', { items: [{ productId: ids.dime, quantity: '0.00001' }] }, null);
    expect(errorOf(bad)).toMatchObject({ status: 400, field: 'items.0.quantity' });
    expect(errorOf(await call('getprice', {}, null))).toMatchObject({ status: 400, field: 'items' });
    const empty = await call('getprice', { items: [] }, null);
    expect(empty.json().data).toEqual({ items: [], unknownIds: [], total: '0.00' });
  });

  it('merges a visitor’s buylist on login, skipping what cannot be added', async () => {
    expect((await add(ids.methanol, '2')).statusCode).toBe(200);
    const res = await call('addtocart', {
      items: [
        { productId: ids.methanol, quantity: '1.5' },
        { productId: ids.dime, quantity: '3' },
        { productId: ids.minTwoHalf, quantity: '11' },
        { productId: 999_999, quantity: '1' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().msg).toBe('已合并购物清单');
    const data = res.json().data;
    expect(data.lines.map((l: Line) => [l.productId, l.quantity])).toEqual([
      [ids.methanol, '3.5000'],
      [ids.dime, '3.0000'],
    ]);
    expect(data.skipped).toEqual([
      { productId: ids.minTwoHalf, reason: '购买数量不能超过库存 10吨' },
      { productId: 999_999, reason: '商品不存在或已下架' },
    ]);
    expect(data.count).toBe(2);
    const own = await call('addtocart', { items: [{ productId: ids.methanol, quantity: '1' }] }, seller.token);
    expect(own.json().data).toMatchObject({
      lines: [],
      skipped: [{ productId: ids.methanol, reason: '不能购买本企业的商品' }],
      count: 0,
    });
    expect(errorOf(await call('addtocart', { items: [] }))).toMatchObject({ status: 400, field: 'items' });
    const badItem = await call('addtocart', { items: [{ productId: ids.dime, quantity: '1.00001' }] });
    expect(errorOf(badItem)).toMatchObject({ status: 400, field: 'items.0.quantity' });
    await clear();
  });

  it('removes one line; another user’s line is not found', async () => {
    const mine = (await add(ids.methanol, '1')).json().data.lines[0].id as number;
    const theirs = (await add(ids.methanol, '1', otherToken)).json().data.lines[0].id as number;
    expect(errorOf(await call('remove', { id: theirs }))).toMatchObject({ status: 404, msg: '购物车中没有该商品' });
    expect(await count(otherToken)).toBe(1);
    const res = await call('remove', { id: mine });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ msg: '删除成功', data: { removed: 1, count: 0 } });
    expect(errorOf(await call('remove', { id: mine })).status).toBe(404);
    expect(errorOf(await call('remove', { id: 'x' }))).toMatchObject({ status: 400, field: 'id' });
    expect(errorOf(await call('remove', {}))).toMatchObject({ status: 400, field: 'id' });
  });

  it('removes a batch all or nothing; an empty selection asks for one', async () => {
    const a = (await add(ids.methanol, '1')).json().data.lines[0].id as number;
    const b = (await add(ids.dime, '1')).json().data.lines[0].id as number;
    const c = (await add(ids.other, '1')).json().data.lines[0].id as number;
    const theirs = (await list(otherToken)).shops[0]?.items[0]?.id as number;
    const empty = await call('removebatch', { ids: [] });
    expect(errorOf(empty)).toMatchObject({ status: 400, field: 'ids', msg: '请选择至少一条数据' });
    expect(errorOf(await call('removebatch', {}))).toMatchObject({ status: 400, field: 'ids' });
    expect(errorOf(await call('removebatch', { ids: ['x'] }))).toMatchObject({ status: 400, field: 'ids.0' });
    expect(errorOf(await call('removebatch', { ids: [a, theirs] })).status).toBe(404);
    expect(await count()).toBe(3);
    expect(await count(otherToken)).toBe(1);
    const res = await call('removebatch', { ids: [a, b, a] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ removed: 2, count: 1 });
    expect((await list()).shops.flatMap((s) => s.items).map((i) => i.id)).toEqual([c]);
  });

  it('clears the caller’s cart only, and counts lines', async () => {
    expect((await add(ids.dime, '2')).statusCode).toBe(200);
    expect(await count()).toBe(2);
    const res = await call('clear', {});
    expect(res.json()).toMatchObject({ msg: '购物车已清空', data: { removed: 2, count: 0 } });
    expect(await count()).toBe(0);
    expect(await count(otherToken)).toBe(1);
    expect((await call('clear', {})).json().data.removed).toBe(0);
    expect(errorOf(await call('count', { x: 1 }))).toMatchObject({ status: 400, field: 'x' });
  });

  it('lets a user without a company keep a cart; a sub-account needs buy.cart', async () => {
    expect((await add(ids.dime, '1', loneToken)).statusCode).toBe(200);
    expect(await lineOf(ids.dime, loneToken)).toMatchObject({ status: 'ok', needsLicence: false });
    const denied = await tokenFor(t, (await createSubAccount(t, buyerCompanyId, ['buy.order'])).id);
    expect(errorOf(await add(ids.dime, '1', denied))).toMatchObject({
      status: 403,
      msg: '您没有此操作的权限，请联系企业主账号授权',
    });
    expect(errorOf(await call('cartlist', {}, denied)).status).toBe(403);
    expect(await count(denied)).toBe(0);
    const allowed = await tokenFor(t, (await createSubAccount(t, buyerCompanyId, ['buy.cart'])).id);
    expect((await add(ids.dime, '1', allowed)).statusCode).toBe(200);
    // the buyer company holds a licence (granted above): its sub-account inherits it
    expect((await add(ids.dangerous, '1', allowed)).statusCode).toBe(200);
    expect((await lineOf(ids.dangerous, allowed))?.needsLicence).toBe(false);
  });

  it('adds up concurrent adds of one product into one line', async () => {
    const results = await Promise.all(Array.from({ length: 8 }, () => add(ids.methanol, '1.5')));
    expect(results.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect((await lineOf(ids.methanol))?.quantity).toBe('12.0000');
    await clear();
  });

  it('holds at most CART_LINE_LIMIT lines', async () => {
    const user = await createUser(t);
    const token = await tokenFor(t, user.id);
    const category = await createCategory(t, { name: `批量${user.id}` });
    const many = await t.ctx.db
      .insert(products)
      .values(
        Array.from({ length: CART_LINE_LIMIT + 1 }, (_, i) => ({
          shopId: seller2.shop.id,
          companyId: seller2.company.id,
          categoryId: category.id,
          name: `批量商品${i}`,
          casNumber: '67-56-1',
          packaging: 6,
          price: '1.00',
          minOrderQty: '1',
          stock: '10',
          deliveryPlace: '江苏苏州',
          images: ['cover.png'],
          auditStatus: 1,
          publishStatus: 1,
          publishedAt: new Date(),
        })),
      )
      .returning({ id: products.id });
    const [last, ...rest] = many.map((p) => p.id).reverse();
    await t.ctx.db.insert(cartItems).values(rest.map((productId) => ({ userId: user.id, productId, quantity: '1' })));
    expect(await count(token)).toBe(CART_LINE_LIMIT);
    expect(errorOf(await add(last, '1', token))).toMatchObject({
      status: 409,
      msg: `购物车最多可放 ${CART_LINE_LIMIT} 种商品，请先结算或删除部分商品`,
    });
    // a line already in the cart can still change, added to or set, and the badge still counts the full cart
    const more = await add(rest[0], '2', token);
    expect(more.json().data).toMatchObject({ lines: [{ quantity: '3.0000' }], count: CART_LINE_LIMIT });
    const set = await add(rest[1], '3', token, 'set');
    expect(set.json().data).toMatchObject({ lines: [{ quantity: '3.0000' }], count: CART_LINE_LIMIT });
  });

  it('is listed in /api/docs/json', async () => {
    const docs = (await t.call({ method: 'GET', url: '/api/docs/json' })).json();
    for (const call of ['cartlist', 'remove', 'removebatch', 'addtocart', 'getprice', 'clear', 'count']) {
      expect(docs.paths, call).toHaveProperty([`/api/ordercart/${call}`]);
    }
  });
});
