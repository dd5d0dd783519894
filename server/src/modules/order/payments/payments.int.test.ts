import { chinaDate, type OfferPaymentTerms, PREPAY_ONLY, shiftDay } from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorOf, type TestApp } from '../../../../test/harness.ts';
import { products } from '../../product/tables.ts';
import { uploadFor } from '../../product/test-kit.ts';
import { orderItems, orders } from '../tables.ts';
import { type Buyer, orderCall, placeOnTerms, type Seller, sealedParties, signContract, TEST_CREW } from '../test-kit.ts';

let t: TestApp;
let buyer: Buyer;
let seller: Seller & { product: { id: number } };

beforeAll(async () => {
  t = await createTestApp();
  ({ buyer, seller } = await sealedParties(t, { stock: '1000.0000', price: '4860.00' }));
});
afterAll(() => t.close());

const offerTerms = (terms: Partial<OfferPaymentTerms>) =>
  t.ctx.db
    .update(products)
    .set({ paymentTerms: { ...PREPAY_ONLY, ...terms } })
    .where(eq(products.id, seller.product.id));

const placeOn = (term: string, quantity: string) => placeOnTerms(t, buyer, seller, term, quantity);

/** A direct order of the product on `term`, placed and signed (40). */
async function signedOrder(term: string, quantity = '30') {
  const placed = await placeOn(term, quantity);
  expect(placed.statusCode, placed.body).toBe(200);
  const order = placed.json().data.orders[0] as { id: number };
  await signContract(t, order.id, { buyer, seller });
  const [item] = await t.ctx.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  return { id: order.id, itemId: item?.id as number };
}

const pay = async (id: number, extra: Record<string, unknown> = {}, token = buyer.token) =>
  orderCall(t, token, 'pay', { id, proofKeys: [await uploadFor(t, buyer.user.id)], ...extra });
const confirm = (id: number, paymentId?: number) =>
  orderCall(t, seller.token, 'receivedmoney', { id, ...(paymentId ? { paymentId } : {}) });
const ship = (id: number, itemId: number, quantity: string) =>
  orderCall(t, seller.token, 'shipment/ship', { id, lines: [{ itemId, quantity }], crew: TEST_CREW, ticketNo: 'BD-1' });
const arrive = (id: number, itemId: number, shipmentId: number, quantity: string) =>
  orderCall(t, buyer.token, 'shipment/arrive', { id, shipmentId, lines: [{ itemId, quantity }], ticketNo: 'SH-1' });

describe('deposit and balance (定金 + 尾款)', () => {
  it('ships after the deposit, settles two weighed batches and completes when the balance is confirmed', async () => {
    await offerTerms({ depositPercent: 30, balanceDays: 10 });
    const settle = await orderCall(t, buyer.token, 'settle', { productId: seller.product.id, quantity: '30' });
    expect(settle.json().data.groups[0].termOptions).toEqual([
      { term: 'prepay', label: '款到发货', depositPercent: null, dueDays: 0, beforeShipping: '145800.00' },
      { term: 'deposit', label: '定金 + 尾款', depositPercent: 30, dueDays: 10, beforeShipping: '43740.00' },
    ]);
    const { id, itemId } = await signedOrder('deposit');
    let view = (await orderCall(t, buyer.token, 'detail', { id })).json().data;
    expect(view.terms).toEqual({ term: 'deposit', label: '定金 + 尾款', depositPercent: 30, dueDays: 10 });
    expect(view.money).toMatchObject({ due: '145800.00', beforeShipping: '43740.00', undeclared: '145800.00' });

    // The seller cannot ship before the deposit; a payment above what is left is refused.
    expect(errorOf(await ship(id, itemId, '15')).status).toBe(409);
    expect(errorOf(await pay(id, { amount: '145800.01' }))).toMatchObject({
      status: 400,
      field: 'amount',
      msg: '付款金额不能超过待付金额 ¥145800.00',
    });
    expect(
      errorOf(await pay(id, { bill: { billNo: '1234567890123456', bank: '工商银行', dueOn: shiftDay(chinaDate(), 90) } })),
    ).toMatchObject({ status: 400, field: 'bill' });
    expect(errorOf(await pay(id, { paidOn: shiftDay(chinaDate(), 1) })).field).toBe('paidOn');

    // The deposit in two transfers: the first keeps 40, the second (sized by the order) makes 60.
    const first = await pay(id, { amount: '20000' });
    expect(first.json().data).toMatchObject({ status: 40, money: { paid: '20000.00', waiting: '20000.00' } });
    const second = await pay(id);
    view = second.json().data;
    expect(view.status).toBe(60);
    expect(view.payments.map((p: { amount: string; status: string }) => [p.amount, p.status])).toEqual([
      ['20000.00', 'submitted'],
      ['23740.00', 'submitted'],
    ]);
    const [firstPayment, secondPayment] = view.payments;
    // Confirmed one by one: the first keeps 60, the second makes 61.
    expect((await confirm(id, firstPayment.id)).json().data.status).toBe(60);
    expect(errorOf(await confirm(id, firstPayment.id))).toMatchObject({
      status: 409,
      msg: '该笔付款当前为「已确认收款」，不能再处理',
    });
    expect((await confirm(id, secondPayment.id)).json().data).toMatchObject({
      status: 61,
      money: { confirmed: '43740.00', outstanding: '102060.00' },
    });

    // Two batches, weighed: 15.02 + 14.95 loaded, 15.01 + 14.9437 arrived.
    const batch1 = (await ship(id, itemId, '15.02')).json().data;
    await arrive(id, itemId, batch1.shipments[0].id, '15.01');
    const batch2 = (await ship(id, itemId, '14.95')).json().data;
    expect(batch2.status).toBe(70);
    const settled = await arrive(id, itemId, batch2.shipments[1].id, '14.9437');
    view = settled.json().data;
    // 29.9537 t × 4860.00 = 145574.982 → 145574.98; the deposit leaves 101834.98 due ten days after today.
    expect(view).toMatchObject({
      status: 75,
      statusLabel: '待付尾款',
      settlement: { goodsAmount: '145574.98', difference: '-225.02' },
      money: {
        due: '145574.98',
        confirmed: '43740.00',
        outstanding: '101834.98',
        dueOn: shiftDay(chinaDate(), 10),
        overdue: false,
      },
    });
    expect(view.allowedActions).toEqual(['pay']);
    const balance = await pay(id);
    expect(balance.json().data).toMatchObject({ status: 75, money: { paid: '145574.98', undeclared: '0.00' } });
    expect(errorOf(await pay(id, { amount: '1' }))).toMatchObject({ status: 409, msg: '本单已无待付款项' });
    const done = await confirm(id);
    expect(done.json().data).toMatchObject({ status: 80, money: { outstanding: '0.00', refund: '0.00' } });
    const row = (await t.ctx.db.select().from(orders).where(eq(orders.id, id)))[0];
    expect([row?.paidAmount, row?.confirmedAmount]).toEqual(['145574.98', '145574.98']);
  });

  it('takes a refused payment off the order: a paid order short of the deposit waits for the buyer again', async () => {
    const { id } = await signedOrder('deposit', '10');
    const paid = await pay(id);
    expect(paid.json().data).toMatchObject({ status: 60, money: { paid: '14580.00' } });
    const paymentId = paid.json().data.payments[0].id;
    // Only the seller refuses, with a reason; only the buyer withdraws.
    expect(errorOf(await orderCall(t, buyer.token, 'payment/refuse', { id: paymentId, reason: '没到账' })).status).toBe(404);
    expect(errorOf(await orderCall(t, seller.token, 'payment/refuse', { id: paymentId, reason: '' })).field).toBe('reason');
    const refused = await orderCall(t, seller.token, 'payment/refuse', { id: paymentId, reason: '银行流水未见该笔款项' });
    expect(refused.json().data).toMatchObject({ status: 40, money: { paid: '0.00' } });
    expect(refused.json().data.payments[0]).toMatchObject({
      status: 'refused',
      statusLabel: '未收到款项',
      refuseReason: '银行流水未见该笔款项',
      actions: [],
    });
    const again = await pay(id);
    const againId = again.json().data.payments[1].id;
    expect(again.json().data.payments[1].actions).toEqual(['withdraw']);
    expect(errorOf(await orderCall(t, seller.token, 'payment/cancel', { id: againId })).status).toBe(404);
    const withdrawn = await orderCall(t, buyer.token, 'payment/cancel', { id: againId });
    expect(withdrawn.json().data).toMatchObject({ status: 40, money: { paid: '0.00' } });
    expect(errorOf(await orderCall(t, buyer.token, 'payment/cancel', { id: againId })).status).toBe(409);
  });

  it('refuses a term the offer does not allow', async () => {
    await offerTerms({});
    const placed = await placeOn('deposit', '1');
    expect(errorOf(placed)).toMatchObject({ status: 400, field: 'shopTerms' });
    expect(errorOf(placed).msg).toContain('不支持付款方式「定金 + 尾款」');
  });
});

describe('credit (账期)', () => {
  it('is open only to buyers the seller granted it; the goods leave first and the amount falls due after receipt', async () => {
    await offerTerms({ credit: true });
    const refused = await placeOn('credit', '2');
    expect(errorOf(refused).field).toBe('shopTerms');

    const empty = await t.call({ method: 'POST', url: '/api/shop/credit/save', token: seller.token, payload: {} });
    expect(errorOf(empty).status).toBe(400);
    const granted = await t.call({
      method: 'POST',
      url: '/api/shop/credit/save',
      token: seller.token,
      payload: { creditCode: buyer.company.creditCode, days: 45, remark: '老客户' },
    });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json().data).toMatchObject({ buyerCompanyId: buyer.company.id, days: 45 });
    const own = await t.call({
      method: 'POST',
      url: '/api/shop/credit/save',
      token: seller.token,
      payload: { creditCode: seller.company.creditCode, days: 45 },
    });
    expect(errorOf(own)).toMatchObject({ status: 400, field: 'creditCode', msg: '不能给本公司设置账期' });
    const list = await t.call({ method: 'POST', url: '/api/shop/credit/list', token: seller.token, payload: {} });
    expect(list.json().data).toMatchObject({ total: 1 });
    // Another company does not see or remove it.
    const strangers = await t.call({ method: 'POST', url: '/api/shop/credit/list', token: buyer.token, payload: {} });
    expect(strangers.json().data.total).toBe(0);
    expect(
      errorOf(
        await t.call({
          method: 'POST',
          url: '/api/shop/credit/remove',
          token: buyer.token,
          payload: { id: granted.json().data.id },
        }),
      ).status,
    ).toBe(404);

    const { id, itemId } = await signedOrder('credit', '2');
    let view = (await orderCall(t, seller.token, 'detail', { id })).json().data;
    expect(view.terms).toMatchObject({ term: 'credit', dueDays: 45 });
    expect(view.allowedActions).toContain('shipPart');
    const shipped = (await ship(id, itemId, '2')).json().data;
    expect(shipped.status).toBe(70);
    view = (await arrive(id, itemId, shipped.shipments[0].id, '2')).json().data;
    expect(view).toMatchObject({
      status: 75,
      money: { due: '9720.00', outstanding: '9720.00', dueOn: shiftDay(chinaDate(), 45) },
    });
    await pay(id);
    expect((await confirm(id)).json().data.status).toBe(80);
  });
});

describe('bank acceptance bills (银行承兑汇票)', () => {
  it('pays with bills only, each with its number, bank and due date', async () => {
    await offerTerms({ acceptance: true });
    const { id } = await signedOrder('acceptance', '2');
    expect(errorOf(await pay(id))).toMatchObject({ status: 400, field: 'bill', msg: expect.stringContaining('银行承兑汇票') });
    const due = shiftDay(chinaDate(), 180);
    expect(errorOf(await pay(id, { bill: { billNo: '12345', bank: '工商银行', dueOn: due } })).field).toBe('bill.billNo');
    const tomorrow = shiftDay(chinaDate(), 1);
    const bill = { billNo: '1234567890123456', bank: '工商银行', dueOn: due };
    expect(errorOf(await pay(id, { paidOn: tomorrow, bill })).field).toBe('paidOn');
    expect(errorOf(await pay(id, { paidOn: due, bill })).field).toBe('bill.dueOn');
    const paid = await pay(id, { bill: { billNo: '131058100002120241128000123456', bank: '中国工商银行上海分行', dueOn: due } });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data.status).toBe(60);
    expect(paid.json().data.payments[0]).toMatchObject({
      method: 'acceptance',
      methodLabel: '银行承兑汇票',
      amount: '9720.00',
      bill: { billNo: '131058100002120241128000123456', bank: '中国工商银行上海分行', dueOn: due },
    });
    // The seller sees the bill's image, as the buyer's proof.
    const seen = (await orderCall(t, seller.token, 'detail', { id })).json().data;
    const image = await t.call({ method: 'GET', url: seen.payments[0].proofs[0].url, token: seller.token });
    expect(image.statusCode).toBe(200);
    expect(seen.payments[0].actions).toEqual(['confirm', 'refuse']);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('payments at once (PostgreSQL)', () => {
  it('lets no two payments declare more than is due', async () => {
    await offerTerms({});
    const { id } = await signedOrder('prepay', '2');
    const answers = await Promise.all(Array.from({ length: 6 }, () => pay(id, { amount: '9720.00' })));
    // The first makes the amount whole; the others find nothing left to declare.
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const row = (await t.ctx.db.select().from(orders).where(eq(orders.id, id)))[0];
    expect(row?.paidAmount).toBe('9720.00');
  });
});
