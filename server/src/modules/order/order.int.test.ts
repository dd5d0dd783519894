import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSubAccount, createTestApp, errorOf, type TestApp, tokenFor } from '../../../test/harness.ts';
import { nodeOperationsOf } from '../../platform/flow/node-log.ts';
import { smsOutbox } from '../../platform/sms/tables.ts';
import { companyAddresses } from '../address/tables.ts';
import { cartItems } from '../cart/tables.ts';
import { putProduct } from '../catalogue/test-kit.ts';
import { companyMembers } from '../company/tables.ts';
import { approveSeal } from '../contract/test-kit.ts';
import { products } from '../product/tables.ts';
import { createCategory, grantLicence, uploadFor } from '../product/test-kit.ts';
import {
  type Buyer,
  createBuyer,
  createSellerWithProduct,
  orderCall,
  orderRow,
  placeDirect,
  type Seller,
  setOrderStatus,
  signContract,
} from './test-kit.ts';

let t: TestApp;
let buyer: Buyer;
let seller: Seller & { product: { id: number } };

const stockOf = async (productId: number) =>
  (await t.ctx.db.select({ stock: products.stock }).from(products).where(eq(products.id, productId)))[0]?.stock;

beforeAll(async () => {
  t = await createTestApp();
  buyer = await createBuyer(t);
  seller = await createSellerWithProduct(t, { stock: '100.0000', price: '2500.00' });
  await approveSeal(t, buyer.company, 'buyer', buyer.user.id);
  await approveSeal(t, seller.company, 'seller', seller.user.id);
}, 60_000);
afterAll(async () => t?.close());

describe('checkout', () => {
  it('previews, places from the cart one order per shop, reserves stock and empties those lines', async () => {
    const other = await createSellerWithProduct(t, { stock: '10.0000', price: '99.99' });
    for (const [productId, quantity] of [
      [seller.product.id, '1.5'],
      [other.product.id, '3'],
    ] as const) {
      const added = await t.call({
        method: 'POST',
        url: '/api/ordercart/addtocart',
        token: buyer.token,
        payload: { productId, quantity },
      });
      expect(added.statusCode).toBe(200);
    }
    const cart = (await t.call({ method: 'POST', url: '/api/ordercart/cartlist', token: buyer.token, payload: {} })).json().data;
    const cartIds = cart.shops.flatMap((s: { items: { id: number }[] }) => s.items.map((i) => i.id));

    const preview = (await orderCall(t, buyer.token, 'settle', { cartIds })).json().data;
    expect(preview.groups).toHaveLength(2);
    expect(preview.total).toBe('4049.97');
    expect(preview.canPlace).toBe(true);
    expect(preview.defaultAddress.id).toBe(buyer.address.id);

    const before = await stockOf(seller.product.id);
    const placed = await orderCall(t, buyer.token, 'putorder', {
      cartIds,
      addressId: buyer.address.id,
      deliveryMode: 'logistics',
      invoice: { type: 'normal', title: '买方公司', taxNumber: '91310115MA1H000000' },
      remark: '请尽快发货',
      shopRemarks: [{ shopId: other.shop.id, remark: '吨桶请贴危化标签' }],
    });
    expect(placed.statusCode).toBe(200);
    const made = placed.json().data.orders;
    const remarkOf = (shopId: number) => made.find((o: { shopId: number }) => o.shopId === shopId).remark;
    expect(remarkOf(other.shop.id)).toBe('吨桶请贴危化标签');
    expect(remarkOf(seller.shop.id)).toBe('请尽快发货');
    expect(made).toHaveLength(2);
    expect(made[0].orderNo).toMatch(/^HG\d{8}\d{8}$/);
    expect(made.map((o: { status: number }) => o.status)).toEqual([10, 10]);
    expect(made.find((o: { shopId: number }) => o.shopId === other.shop.id).totalAmount).toBe('299.97');
    expect(made[0].address.fullAddress).toContain('张江路');
    expect(await stockOf(seller.product.id)).toBe((Number(before) - 1.5).toFixed(4));
    expect(await stockOf(other.product.id)).toBe('7.0000');
    const count = (await t.call({ method: 'POST', url: '/api/ordercart/count', token: buyer.token, payload: {} })).json().data
      .count;
    expect(count).toBe(0);
  });

  it('refuses own products (403), a dangerous good without the licence (403), short stock (409, nothing made), missing address (400)', async () => {
    const own = await orderCall(t, seller.token, 'direct/putorder', {
      productId: seller.product.id,
      quantity: '1',
      deliveryMode: 'pickup',
    });
    expect(errorOf(own).status).toBe(403);

    const dangerous = await createSellerWithProduct(t, { isDangerous: true });
    await grantLicence(t, dangerous.company.id);
    const noLicence = await orderCall(t, buyer.token, 'direct/putorder', {
      productId: dangerous.product.id,
      quantity: '1',
      deliveryMode: 'pickup',
    });
    expect(errorOf(noLicence).status).toBe(403);
    const preview = (await orderCall(t, buyer.token, 'settle', { productId: dangerous.product.id, quantity: '1' })).json().data;
    expect(preview.canPlace).toBe(false);

    const small = await createSellerWithProduct(t, { stock: '5.0000' });
    const short = await orderCall(t, buyer.token, 'direct/putorder', {
      productId: small.product.id,
      quantity: '6',
      addressId: buyer.address.id,
      deliveryMode: 'sellerDelivery',
    });
    expect(errorOf(short).status).toBe(409);
    expect(errorOf(short).msg).toContain('库存不足');
    expect(await stockOf(small.product.id)).toBe('5.0000');

    const noAddress = await orderCall(t, buyer.token, 'direct/putorder', {
      productId: small.product.id,
      quantity: '1',
      deliveryMode: 'sellerDelivery',
    });
    expect(errorOf(noAddress)).toMatchObject({ status: 400, field: 'addressId' });

    const anonymous = await t.call({
      method: 'POST',
      url: '/api/order/settle',
      payload: { productId: small.product.id, quantity: '1' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses another company’s or a deleted address (400) and cart lines not the buyer’s (404), every cart as it was', async () => {
    const other = await createBuyer(t);
    const addLine = async (who: Buyer) => {
      const added = await t.call({
        method: 'POST',
        url: '/api/ordercart/addtocart',
        token: who.token,
        payload: { productId: seller.product.id, quantity: '1', mode: 'set' },
      });
      return added.json().data.lines[0].id as number;
    };
    const mine = await addLine(buyer);
    const theirs = await addLine(other);
    const before = await stockOf(seller.product.id);
    const place = (cartIds: number[], addressId: number) =>
      orderCall(t, buyer.token, 'putorder', { cartIds, addressId, deliveryMode: 'logistics' });
    const buyNow = (productId: number, quantity: string, addressId: number) =>
      orderCall(t, buyer.token, 'direct/putorder', { productId, quantity, addressId, deliveryMode: 'logistics' });

    expect(errorOf(await place([mine], other.address.id))).toMatchObject({ status: 400, field: 'addressId' });
    // Two faults at once: the address answers first, as it always did.
    const soldOut = await createSellerWithProduct(t, { stock: '1.0000' });
    expect(errorOf(await buyNow(soldOut.product.id, '2', other.address.id))).toMatchObject({ status: 400, field: 'addressId' });
    expect(errorOf(await place([mine, theirs], buyer.address.id)).status).toBe(404);
    await t.ctx.db.update(companyAddresses).set({ deletedAt: new Date() }).where(eq(companyAddresses.id, buyer.address.id));
    try {
      expect(errorOf(await place([mine], buyer.address.id))).toMatchObject({ status: 400, field: 'addressId' });
      expect(errorOf(await buyNow(seller.product.id, '1', buyer.address.id))).toMatchObject({ status: 400, field: 'addressId' });
    } finally {
      await t.ctx.db.update(companyAddresses).set({ deletedAt: null }).where(eq(companyAddresses.id, buyer.address.id));
    }
    const unknown = await buyNow(987_654_321, '1', buyer.address.id);
    expect(errorOf(unknown).status).toBe(404);

    const lines = await t.ctx.db
      .select({ id: cartItems.id })
      .from(cartItems)
      .where(inArray(cartItems.id, [mine, theirs]));
    expect(lines.map((l) => l.id).sort()).toEqual([mine, theirs].sort());
    expect(await stockOf(seller.product.id)).toBe(before);
    expect((await place([mine], buyer.address.id)).statusCode).toBe(200);
  });

  it('answers a retry with the same Idempotency-Key with the first answer, acting once', async () => {
    const before = await stockOf(seller.product.id);
    const headers = { 'idempotency-key': 'retry-key-0001' };
    const first = await placeDirect(t, buyer, seller.product.id, '2', headers);
    const again = await placeDirect(t, buyer, seller.product.id, '2', headers);
    expect(again.id).toBe(first.id);
    expect(await stockOf(seller.product.id)).toBe((Number(before) - 2).toFixed(4));
    const other = await orderCall(
      t,
      buyer.token,
      'direct/putorder',
      { productId: seller.product.id, quantity: '3', deliveryMode: 'pickup' },
      headers,
    );
    // The different body could be ordered: the key alone refuses it, and what it reserved is rolled back.
    expect(errorOf(other)).toMatchObject({ status: 409, msg: '同一幂等键已用于不同的请求' });
    expect(await stockOf(seller.product.id)).toBe((Number(before) - 2).toFixed(4));

    const order = await placeDirect(t, buyer, seller.product.id, '1');
    await signContract(t, order.id, { buyer, seller });
    const key = await uploadFor(t, buyer.user.id);
    const payHeaders = { 'idempotency-key': 'pay-key-000001' };
    const paid = await orderCall(t, buyer.token, 'pay', { id: order.id, proofKeys: [key] }, payHeaders);
    const paidAgain = await orderCall(t, buyer.token, 'pay', { id: order.id, proofKeys: [key] }, payHeaders);
    expect(paid.statusCode).toBe(200);
    expect(paidAgain.json().data).toEqual(paid.json().data);
    const pays = await nodeOperationsOf(t.ctx.db, 'order', order.id);
    expect(pays.filter((e) => e.action === 'pay')).toHaveLength(1);
  });
});

describe('lifecycle', () => {
  it('runs 40 → 60 → 61 → 70 → 80, each by the right party, refusing the wrong status (409) and other companies (404)', async () => {
    const order = await placeDirect(t, buyer, seller.product.id, '1');
    const early = await orderCall(t, buyer.token, 'pay', { id: order.id, proofKeys: [await uploadFor(t, buyer.user.id)] });
    expect(errorOf(early)).toMatchObject({ status: 409, msg: '订单当前状态为「待卖家生成合同」，不能执行此操作' });
    await signContract(t, order.id, { buyer, seller });

    const stranger = await createBuyer(t);
    const notTheirs = await orderCall(t, stranger.token, 'pay', {
      id: order.id,
      proofKeys: [await uploadFor(t, stranger.user.id)],
    });
    expect(errorOf(notTheirs).status).toBe(404);
    const foreignProof = await orderCall(t, buyer.token, 'pay', {
      id: order.id,
      proofKeys: [await uploadFor(t, seller.user.id)],
    });
    expect(errorOf(foreignProof)).toMatchObject({ status: 400, field: 'proofKeys' });

    const steps: [string, string, Record<string, unknown>, number][] = [
      [buyer.token, 'pay', { proofKeys: [await uploadFor(t, buyer.user.id)], remark: '已转账' }, 60],
      [seller.token, 'receivedmoney', {}, 61],
      [seller.token, 'deliver', { deliveryNo: 'SF1234567890', carrier: '顺丰' }, 70],
      [seller.token, 'updatedeliverysn', { deliveryNo: 'SF0000000001' }, 70],
      [buyer.token, 'receive', { remark: '货已收到' }, 80],
    ];
    for (const [token, path, body, status] of steps) {
      const res = await orderCall(t, token, path, { id: order.id, ...body });
      expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
      expect(res.json().data.status).toBe(status);
    }
    const row = await orderRow(t, order.id);
    expect(row.deliveryNo).toBe('SF0000000001');
    const again = await orderCall(t, seller.token, 'receivedmoney', { id: order.id });
    expect(errorOf(again)).toMatchObject({ status: 409, msg: '订单当前状态为「交易完成」，不能执行此操作' });

    const detail = (await orderCall(t, buyer.token, 'detail', { id: order.id })).json().data;
    expect(detail.events.map((e: { action: string }) => e.action)).toEqual([
      'place',
      'generateContract',
      'sign',
      'sign',
      'pay',
      'confirmMoney',
      'deliver',
      'updateDeliveryNo',
      'receive',
    ]);
    expect(detail.party).toBe('buyer');
    expect(detail.allowedActions).toEqual([]);
    expect(errorOf(await orderCall(t, stranger.token, 'detail', { id: order.id })).status).toBe(404);
  });

  it('refuses a sub-account without the permission (403) and admits one with it', async () => {
    const order = await placeDirect(t, buyer, seller.product.id, '1');
    await signContract(t, order.id, { buyer, seller });
    const clerk = await createSubAccount(t, buyer.company.id, ['buy.order']);
    const clerkToken = await tokenFor(t, clerk.id);
    const denied = await orderCall(t, clerkToken, 'pay', { id: order.id, proofKeys: [await uploadFor(t, clerk.id)] });
    expect(errorOf(denied).status).toBe(403);
    // The buttons follow the grants: the clerk is not offered 付款, the main account is.
    const detailFor = async (token: string) => (await orderCall(t, token, 'detail', { id: order.id })).json().data;
    expect((await detailFor(clerkToken)).allowedActions).not.toContain('pay');
    expect((await detailFor(buyer.token)).allowedActions).toContain('pay');
    const cashier = await createSubAccount(t, buyer.company.id, ['finance.pay']);
    const paid = await orderCall(t, await tokenFor(t, cashier.id), 'pay', {
      id: order.id,
      proofKeys: [await uploadFor(t, cashier.id)],
    });
    expect(paid.statusCode).toBe(200);
    const sellerClerk = await createSubAccount(t, seller.company.id, ['shop.order']);
    const noCollect = await orderCall(t, await tokenFor(t, sellerClerk.id), 'receivedmoney', { id: order.id });
    expect(errorOf(noCollect).status).toBe(403);
  });

  it('lets the seller change prices at 10 only, exactly, keeping old and new on the timeline', async () => {
    const order = await placeDirect(t, buyer, seller.product.id, '3');
    const detail = (await orderCall(t, seller.token, 'detail', { id: order.id })).json().data;
    const itemId = detail.items[0].id;
    expect(detail.allowedActions).toContain('updatePrice');
    const changed = await orderCall(t, seller.token, 'updateOrderPrice', {
      id: order.id,
      items: [{ itemId, price: '2400.33' }],
      freightAmount: '150',
      reason: '批量优惠',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({
      goodsAmount: '7200.99',
      freightAmount: '150.00',
      totalAmount: '7350.99',
      priceAdjusted: true,
    });
    const byBuyer = await orderCall(t, buyer.token, 'updateOrderPrice', {
      id: order.id,
      items: [{ itemId, price: '1' }],
      reason: 'x',
    });
    // The buyer's main account holds every permission but is not the seller of this order.
    expect(errorOf(byBuyer).status).toBe(404);
    await signContract(t, order.id, { buyer, seller });
    const late = await orderCall(t, seller.token, 'updateOrderPrice', { id: order.id, freightAmount: '0', reason: '改' });
    expect(errorOf(late).status).toBe(409);
    expect(await orderRow(t, order.id)).toMatchObject({ totalAmount: '7350.99' });
  });
});

describe('cancellation', () => {
  it('buyer asks, seller refuses, buyer asks again, seller confirms → 103 and the stock is back', async () => {
    const before = await stockOf(seller.product.id);
    const order = await placeDirect(t, buyer, seller.product.id, '4');
    expect(await stockOf(seller.product.id)).toBe((Number(before) - 4).toFixed(4));

    const asked = await orderCall(t, buyer.token, 'buyercancel', { id: order.id, reason: '采购计划变更' });
    expect(asked.json().data.cancelRequest).toMatchObject({ by: 'buyer', reason: '采购计划变更' });
    expect(asked.json().data.allowedActions).toEqual([]);
    // While the request waits, the buyer cannot answer it and the seller cannot act otherwise.
    expect(errorOf(await orderCall(t, buyer.token, 'refuse/cancel', { id: order.id })).status).toBe(409);
    expect(
      errorOf(await orderCall(t, seller.token, 'updateOrderPrice', { id: order.id, freightAmount: '1', reason: 'x' })).status,
    ).toBe(409);

    const refused = await orderCall(t, seller.token, 'refuse/cancel', { id: order.id, reason: '已备货' });
    expect(refused.json().data).toMatchObject({ status: 10, cancelRequest: null });
    await orderCall(t, buyer.token, 'buyercancel', { id: order.id, reason: '再次申请' });
    const confirmed = await orderCall(t, seller.token, 'seller/cancel/enter', { id: order.id });
    expect(confirmed.json().data.status).toBe(103);
    expect(await stockOf(seller.product.id)).toBe(before);
    expect(errorOf(await orderCall(t, buyer.token, 'buyercancel', { id: order.id, reason: 'x' })).status).toBe(409);
  });

  it('seller asks after payment, buyer confirms → 102 and the stock is back', async () => {
    const before = await stockOf(seller.product.id);
    const order = await placeDirect(t, buyer, seller.product.id, '2');
    await signContract(t, order.id, { buyer, seller });
    await orderCall(t, buyer.token, 'pay', { id: order.id, proofKeys: [await uploadFor(t, buyer.user.id)] });
    await orderCall(t, seller.token, 'sellercancel', { id: order.id, reason: '无法供货' });
    const wrongSide = await orderCall(t, seller.token, 'seller/cancel/enter', { id: order.id });
    expect(errorOf(wrongSide).status).toBe(409);
    const confirmed = await orderCall(t, buyer.token, 'buyer/cancel/enter', { id: order.id });
    expect(confirmed.json().data.status).toBe(102);
    expect(await stockOf(seller.product.id)).toBe(before);
  });
});

describe('lists, sharing, interest, witness', () => {
  it('lists by tab with counts, searches, and hides other companies’ orders', async () => {
    const fresh = await createBuyer(t);
    const product = await putProduct(t, seller, (await createCategory(t, { name: '二元醇' })).id, {
      name: '乙二醇',
      stock: '50.0000',
    });
    const a = await placeDirect(t, fresh, product.id, '1');
    const b = await placeDirect(t, fresh, product.id, '1');
    await setOrderStatus(t, b.id, 40);
    const all = (await orderCall(t, fresh.token, 'buyer/orderlist', { current: 1, size: 10 })).json().data;
    expect(all.total).toBe(2);
    expect(all.records[0].items[0].name).toBe('乙二醇');
    expect(all.records[0]).toMatchObject({
      buyerCompanyName: fresh.company.name,
      sellerCompanyName: seller.company.name,
      shopName: seller.shop.name,
      interested: false,
      contract: null,
    });
    const secondPage = (await orderCall(t, fresh.token, 'buyer/orderlist', { current: 2, size: 10 })).json().data;
    expect(secondPage).toMatchObject({ total: 2, records: [] });
    const waitPay = (await orderCall(t, fresh.token, 'buyer/waitforpay', {})).json().data;
    expect(waitPay.records.map((o: { id: number }) => o.id)).toEqual([b.id]);
    expect(waitPay.records[0].allowedActions).toEqual(['pay', 'requestCancel']);
    const counts = (await orderCall(t, fresh.token, 'buyer/count', {})).json().data;
    expect(counts).toMatchObject({ orderlist: 2, waitforcontract: 1, waitforpay: 1, cancel: 0 });
    const searched = (await orderCall(t, fresh.token, 'buyer/orderlist', { keyword: a.orderNo })).json().data;
    expect(searched.records.map((o: { id: number }) => o.id)).toEqual([a.id]);
    const sellerSide = (await orderCall(t, seller.token, 'seller/waitformoneyreceived', { keyword: '乙二醇' })).json().data;
    expect(sellerSide.records.map((o: { id: number }) => o.id)).toEqual([b.id]);
    const badSize = await orderCall(t, fresh.token, 'buyer/orderlist', { size: 7 });
    expect(errorOf(badSize)).toMatchObject({ status: 400, field: 'size' });
    const stranger = await createBuyer(t);
    expect((await orderCall(t, stranger.token, 'buyer/orderlist', {})).json().data.total).toBe(0);
  });

  it('shares read-only behind a password (throttled), marks interest and sets a witness', async () => {
    const order = await placeDirect(t, buyer, seller.product.id, '1');
    const shared = (await orderCall(t, buyer.token, 'share', { id: order.id })).json().data;
    expect(shared.password).toMatch(/^\d{6}$/);
    const view = await t.call({
      method: 'POST',
      url: '/api/order/share/view',
      payload: { token: shared.token, password: shared.password },
    });
    expect(view.json().data).toMatchObject({ id: order.id, party: 'system', allowedActions: [] });
    const changed = await orderCall(t, seller.token, 'shareChangePassword', { id: order.id, password: 'abcd1234' });
    expect(changed.statusCode).toBe(200);
    const wrong = () =>
      t.call({ method: 'POST', url: '/api/order/share/view', payload: { token: shared.token, password: shared.password } });
    expect(errorOf(await wrong()).status).toBe(403);
    for (let i = 0; i < 5; i++) await wrong();
    expect(errorOf(await wrong()).status).toBe(429);

    const sms = await orderCall(t, buyer.token, 'shareSms', { id: order.id, mobile: '13912345678' });
    expect(sms.statusCode).toBe(200);
    // The message carries a link a phone can open, and the new password.
    const [sent] = await t.ctx.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, '13912345678'));
    expect(sent?.content).toContain(`http://127.0.0.1:${t.ctx.config.PORT}${sms.json().data.path}`);
    expect(sent?.content).toContain(sms.json().data.password);

    expect((await orderCall(t, buyer.token, 'interested', { id: order.id })).json().data.interested).toBe(true);
    const marked = (await orderCall(t, buyer.token, 'select/interested', {})).json().data;
    expect(marked.records.map((o: { id: number }) => o.id)).toEqual([order.id]);
    expect(marked.records[0].interested).toBe(true);
    const idsOf = async (body: Record<string, unknown>) =>
      (await orderCall(t, buyer.token, 'select/interested', body)).json().data.records.map((o: { id: number }) => o.id);
    expect(await idsOf({ party: 'buyer', keyword: order.orderNo })).toEqual([order.id]);
    expect(await idsOf({ party: 'seller' })).toEqual([]);
    expect(await idsOf({ keyword: '没有这个关键字' })).toEqual([]);
    expect((await orderCall(t, buyer.token, 'interested', { id: order.id })).json().data.interested).toBe(false);

    const witness = await orderCall(t, seller.token, 'update/witness', {
      id: order.id,
      witnessName: '周八',
      witnessMobile: '13800001234',
    });
    expect(witness.json().data.witness).toEqual({ name: '周八', mobile: '13800001234' });
    const invoice = await orderCall(t, buyer.token, 'save/invoice', {
      id: order.id,
      invoice: { type: 'special', title: '买方', taxNumber: '91310115MA1H000000' },
    });
    expect(errorOf(invoice)).toMatchObject({ status: 400, field: 'invoice.bankName' });
  });
});

describe('reading with a revoked permission', () => {
  it('lists marked orders only on the sides the caller may read: none of them → 403, one → that side alone', async () => {
    const order = await placeDirect(t, buyer, seller.product.id, '1');
    const sub = await createSubAccount(t, buyer.company.id, ['buy.order']);
    const token = await tokenFor(t, sub.id);
    const marked = (body: Record<string, unknown>) => orderCall(t, token, 'select/interested', body);
    const grant = (permissions: string[]) =>
      t.ctx.db.update(companyMembers).set({ permissions }).where(eq(companyMembers.userId, sub.id));
    expect((await orderCall(t, token, 'interested', { id: order.id })).json().data.interested).toBe(true);
    expect((await marked({})).json().data.records.map((o: { id: number }) => o.id)).toEqual([order.id]);

    await grant([]);
    expect(errorOf(await marked({}))).toMatchObject({ status: 403, msg: '您没有此操作的权限，请联系企业主账号授权' });
    expect(errorOf(await orderCall(t, token, 'detail', { id: order.id })).status).toBe(403);

    await grant(['shop.order']);
    expect((await marked({})).json().data).toMatchObject({ records: [], total: 0 });
    expect(errorOf(await marked({ party: 'buyer' })).status).toBe(403);
    expect((await marked({ party: 'seller' })).json().data.records).toEqual([]);
  });
});

describe('API docs', () => {
  it('lists every order call in /api/docs/json', async () => {
    const paths = Object.keys((await t.call({ method: 'GET', url: '/api/docs/json' })).json().paths);
    const calls = [
      'settle',
      'putorder',
      'direct/putorder',
      'save/invoice',
      'updateOrderPrice',
      'pay',
      'receivedmoney',
      'deliver',
      'delivers',
      'updatedeliverysn',
      'receive',
      'updateOrFinish',
      'buyercancel',
      'sellercancel',
      'buyer/cancel/enter',
      'seller/cancel/enter',
      'refuse/cancel',
      'detail',
      'share',
      'shareSms',
      'shareChangePassword',
      'interested',
      'select/interested',
      'update/witness',
      ...['orderlist', 'waitforcontract', 'waitforpay', 'waitfordeliver', 'received', 'cancel', 'count'].map((s) => `buyer/${s}`),
      ...['orderlist', 'waitforcontract', 'waitformoneyreceived', 'waitfordeliver', 'Sellershipped', 'cancel', 'count'].map(
        (s) => `seller/${s}`,
      ),
    ];
    for (const call of calls) expect(paths, call).toContain(`/api/order/${call}`);
  });
});
