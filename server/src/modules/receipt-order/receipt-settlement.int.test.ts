import { chinaDate, type MessageKey, shiftDay, translate } from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSubAccount, createTestApp, createUser, errorOf, type TestApp, tokenFor } from '../../../test/harness.ts';
import { runDueJobs } from '../../platform/jobs/queue.ts';
import { NOTIFY_JOB_HANDLERS } from '../../platform/notify/deliver.ts';
import { billsOfLading } from '../bill-of-lading/index.ts';
import { receiptListings } from '../receipt-listing/index.ts';
import { warehouseReceipts } from '../warehouse-receipt/index.ts';
import {
  activeReceipt,
  apiOf,
  hazmatCrew,
  keeperWithWarehouse,
  party,
  productAt,
  uploadPdf,
} from '../warehouse-receipt/test-kit.ts';
import { receiptOrderPayments, receiptOrders } from './tables.ts';

const said = (key: MessageKey, params: Record<string, string | number> = {}) => translate(key, 'zh', params);

/**
 * A taken receipt order from its signed contract to the keeper's confirmation: staged payments, the seller's
 * collection, the transfer and its refusal, the holder changing with the storage fee split; cancellation by agreement
 * before any money, and by the operator after.
 */
describe('receipt orders: pay, collect, transfer confirmed by the keeper, cancel', () => {
  let t: TestApp;
  let operator: string;
  let keeper: Awaited<ReturnType<typeof keeperWithWarehouse>>;
  let seller: Awaited<ReturnType<typeof party>>;
  let buyer: Awaited<ReturnType<typeof party>>;
  let other: Awaited<ReturnType<typeof party>>;
  let productId: number;
  const today = chinaDate();
  beforeAll(async () => {
    t = await createTestApp();
    operator = await tokenFor(t, (await createUser(t, { role: 'operator' })).id);
    keeper = await keeperWithWarehouse(t, '结算测试仓储有限公司');
    seller = await party(t, '结算卖方化工有限公司');
    buyer = await party(t, '结算买方化工有限公司');
    other = await party(t, '结算旁人化工有限公司');
    productId = (await productAt(t, keeper.warehouse.id, { minSplitQty: '10', splitStep: '1' })).id;
  });
  afterAll(() => t.close());

  const post = (...args: Parameters<ReturnType<typeof apiOf>['post']>) => apiOf(t).post(...args);
  const ok = (...args: Parameters<ReturnType<typeof apiOf>['ok']>) => apiOf(t).ok(...args);
  const receiptRow = async (id: number) =>
    (await t.ctx.db.select().from(warehouseReceipts).where(eq(warehouseReceipts.id, id)))[0];
  const listingRow = async (id: number) => (await t.ctx.db.select().from(receiptListings).where(eq(receiptListings.id, id)))[0];

  /** An order of 20 t at ¥2,000 a tonne (¥40,000) out of a 50 t listing, taken by the seller. */
  async function takenOrder() {
    const receipt = await activeReceipt(
      t,
      { holder: seller.token, keeper: keeper.token, operator, warehouseId: keeper.warehouse.id, productId },
      '50',
    );
    const offer = await ok('/sale/bss/save', seller.token, {
      receiptId: receipt.id,
      quantity: '50',
      unitPrice: '2000',
      minQty: '10',
      step: '5',
      deliveryMode: 'transfer',
      validUntil: shiftDay(today, 30),
    });
    const applied = await ok('/wr/order/apply', buyer.token, { listingId: offer.id, quantity: '20' });
    const taken = await ok('/wr/order/take', seller.token, { id: applied.id });
    return { ...taken, listingId: offer.id };
  }
  /** The contract both signed (its own tests sign it through the engine): the order waits for the money. */
  async function signedOrder() {
    const order = await takenOrder();
    await t.ctx.db
      .update(receiptOrders)
      .set({ status: 'signed', signedAt: new Date(), updatedAt: new Date() })
      .where(eq(receiptOrders.id, order.id));
    return order;
  }
  const pay = async (id: number, amount: string, token = buyer.token) =>
    post('/wr/order/payment', token, { id, amount, proofKeys: [await uploadPdf(t, token)], remark: '网银转账' });

  it('takes staged payments, each confirmed by the seller, and is collected when the money is whole', async () => {
    const order = await signedOrder();
    expect(order.amount).toBe('40000.00');
    const first = (await pay(order.id, '15000')).json().data;
    expect(first.order).toMatchObject({
      status: 'signed',
      paidAmount: '15000.00',
      unpaidAmount: '25000.00',
      actions: ['pay', 'delivery'],
    });
    expect(first.payment).toMatchObject({ amount: '15000.00', status: 'submitted', actions: ['withdraw'] });
    expect(first.payment.paymentNo).toMatch(/^PA\d{14}$/);
    expect(first.payment.proofs).toHaveLength(1);
    // More than is unpaid is refused with what is unpaid; nothing is written.
    expect(errorOf(await pay(order.id, '25000.01'))).toMatchObject({
      status: 400,
      field: 'amount',
      msg: said('receiptPayment.overUnpaid', { unpaid: '25000.00' }),
    });
    // A proof someone else uploaded is not the buyer's to show.
    const foreign = await uploadPdf(t, other.token);
    expect(
      errorOf(await post('/wr/order/payment', buyer.token, { id: order.id, amount: '100', proofKeys: [foreign] })),
    ).toMatchObject({ status: 400, field: 'proofKeys' });
    // The seller does not pay, a stranger does not see the order, a sub-account without finance.pay may not.
    expect((await pay(order.id, '100', seller.token)).statusCode).toBe(404);
    expect((await pay(order.id, '100', other.token)).statusCode).toBe(404);
    const clerk = await tokenFor(t, (await createSubAccount(t, buyer.company.id, ['receipt.trade'])).id);
    expect((await pay(order.id, '100', clerk)).statusCode).toBe(403);

    const rest = (await pay(order.id, '25000')).json().data;
    expect(rest.order).toMatchObject({ status: 'paid', statusLabel: '待确认收款', paidAmount: '40000.00', unpaidAmount: '0.00' });
    expect(rest.order.paidAt).toBeTruthy();
    const listed = await ok('/apply/payment/list', seller.token, { orderId: order.id });
    expect(listed.payments.map((p: { amount: string; actions: string[] }) => [p.amount, p.actions])).toEqual([
      ['15000.00', ['confirm', 'refuse']],
      ['25000.00', ['confirm', 'refuse']],
    ]);
    expect((await post('/apply/payment/detail', other.token, { id: first.payment.id })).statusCode).toBe(404);
    expect((await post('/apply/payment/list', keeper.token, { orderId: order.id })).statusCode).toBe(404);

    // The buyer does not confirm its own money.
    expect((await post('/wr/order/collections', buyer.token, { id: order.id, paymentId: first.payment.id })).statusCode).toBe(
      404,
    );
    const part = await ok('/wr/order/collections', seller.token, { id: order.id, paymentId: first.payment.id });
    expect(part.order).toMatchObject({ status: 'paid', collectedAmount: '15000.00' });
    expect(part.payment).toMatchObject({ status: 'confirmed', actions: [] });
    expect(
      errorOf(await post('/wr/order/collections', seller.token, { id: order.id, paymentId: first.payment.id })),
    ).toMatchObject({
      status: 409,
      msg: said('receiptPayment.wrongStatus', { status: said('paymentStatus.confirmed') }),
    });
    const whole = await ok('/wr/order/collections', seller.token, { id: order.id, paymentId: rest.payment.id });
    expect(whole.order).toMatchObject({ status: 'collected', collectedAmount: '40000.00', actions: ['transfer'] });
    // Paid in full: no more payments.
    expect(errorOf(await pay(order.id, '1')).status).toBe(409);
  });

  it('lets the seller refuse a payment that did not arrive, and the buyer withdraw one declared by mistake', async () => {
    const order = await signedOrder();
    const paid = (await pay(order.id, '40000')).json().data;
    expect(paid.order.status).toBe('paid');
    expect(errorOf(await post('/apply/payment/refuse', seller.token, { id: paid.payment.id, reason: '' })).status).toBe(400);
    const refused = await ok('/apply/payment/refuse', seller.token, { id: paid.payment.id, reason: '银行未见到账' });
    expect(refused.order).toMatchObject({ status: 'signed', paidAmount: '0.00', unpaidAmount: '40000.00' });
    expect(refused.payment).toMatchObject({ status: 'refused', refuseReason: '银行未见到账' });
    const again = (await pay(order.id, '40000')).json().data;
    expect((await post('/apply/payment/cancel', seller.token, { id: again.payment.id })).statusCode).toBe(404);
    const withdrawn = await ok('/apply/payment/cancel', buyer.token, { id: again.payment.id });
    expect(withdrawn.order).toMatchObject({ status: 'signed', paidAmount: '0.00' });
    expect(withdrawn.payment.status).toBe('withdrawn');
    expect((await post('/apply/payment/cancel', buyer.token, { id: again.payment.id })).statusCode).toBe(409);
    const rows = await t.ctx.db.select().from(receiptOrderPayments).where(eq(receiptOrderPayments.orderId, order.id));
    expect(rows.map((r) => r.status).sort()).toEqual(['refused', 'withdrawn']);
  });

  it('transfers the receipt when the keeper confirms: the buyer holds it, the seller bears the storage fee to today', async () => {
    const order = await signedOrder();
    const paid = (await pay(order.id, '40000')).json().data;
    await ok('/wr/order/collections', seller.token, { id: order.id, paymentId: paid.payment.id });
    // The keeper is not shown an order before it is asked to confirm it.
    expect((await post('/wr/order/info', keeper.token, { id: order.id })).statusCode).toBe(404);
    expect((await post('/wr/order/transfer', buyer.token, { id: order.id })).statusCode).toBe(404);
    const asked = await ok('/wr/order/transfer', seller.token, { id: order.id });
    expect(asked).toMatchObject({ status: 'transferring', keeperCompanyName: '结算测试仓储有限公司' });
    expect(asked.transferAskedAt).toBeTruthy();
    const inbox = await ok('/wr/order/transfer/list', keeper.token, { tab: 'waiting', current: 1, size: 10 });
    expect(inbox.records.map((r: { id: number; sides: string[]; actions: string[] }) => [r.id, r.sides, r.actions])).toEqual([
      [order.id, ['keeper'], ['confirmTransfer', 'refuseTransfer']],
    ]);
    // Another company's inbox holds nothing of this warehouse; it cannot confirm what is not at its warehouse.
    expect((await ok('/wr/order/transfer/list', buyer.token, { tab: 'waiting' })).records).toEqual([]);
    expect((await post('/wr/order/transfer/confirm', buyer.token, { id: order.id })).statusCode).toBe(404);
    const clerk = await tokenFor(t, (await createSubAccount(t, keeper.company.id, ['warehouse.receive'])).id);
    expect((await post('/wr/order/transfer/confirm', clerk, { id: order.id })).statusCode).toBe(403);
    // The keeper's clerk who confirms transfers reads the order and its log as its keeper; a buyer's clerk holding
    // only that code reads none of its company's orders.
    const confirmer = await tokenFor(t, (await createSubAccount(t, keeper.company.id, ['warehouse.confirm'])).id);
    expect(await ok('/wr/order/info', confirmer, { id: order.id })).toMatchObject({ sides: ['keeper'] });
    expect((await ok('/nodeOperationLog/list', confirmer, { bizType: 'receiptOrder', bizId: order.id })).length).toBeGreaterThan(
      0,
    );
    const buyersConfirmer = await tokenFor(t, (await createSubAccount(t, buyer.company.id, ['warehouse.confirm'])).id);
    expect((await post('/wr/order/info', buyersConfirmer, { id: order.id })).statusCode).toBe(404);
    expect((await post('/nodeOperationLog/list', buyersConfirmer, { bizType: 'receiptOrder', bizId: order.id })).statusCode).toBe(
      404,
    );

    const sentBack = await ok('/wr/order/transfer/refuse', keeper.token, { id: order.id, reason: '背书印鉴与预留印鉴不符' });
    expect(sentBack).toMatchObject({ status: 'collected', transferRefuseReason: '背书印鉴与预留印鉴不符' });
    expect((await ok('/wr/order/info', seller.token, { id: order.id })).actions).toEqual(['transfer']);
    await ok('/wr/order/transfer', seller.token, { id: order.id });

    const before = await receiptRow(order.receiptId);
    expect(before).toMatchObject({ holderCompanyId: seller.company.id, lockType: 'order' });
    const done = await ok('/wr/order/transfer/confirm', keeper.token, { id: order.id });
    expect(done).toMatchObject({ status: 'done', statusLabel: '已完成', feeSplitDate: today, transferRefuseReason: null });
    expect(done.transferredAt).toBeTruthy();
    // The receipt started storage today at ¥1.0 a tonne a day: 20 t for one day.
    expect(done.sellerStorageFee).toBe('20.00');
    expect(await receiptRow(order.receiptId)).toMatchObject({
      holderCompanyId: buyer.company.id,
      lockType: 'none',
      lockRef: null,
      feePaidTo: today,
      status: 'active',
    });
    expect(errorOf(await post('/wr/order/transfer/confirm', keeper.token, { id: order.id })).status).toBe(409);
    const mine = await ok('/wr/warehouse/receipt/info', buyer.token, { id: order.receiptId });
    expect(mine).toMatchObject({ holderCompanyName: '结算买方化工有限公司', lock: 'none' });
    // The listing's parts: the 20 t this buyer now holds counted transferred, the rest as listed.
    const parts = await ok('/wrOrderSub/list', seller.token, { listingId: order.listingId });
    expect(parts.quantities).toMatchObject({ soldQty: '20.0000', transferredQty: '20.0000', reservedQty: '0.0000' });
    expect(parts.orders.records).toEqual([expect.objectContaining({ id: order.id, status: 'done', receiptId: order.receiptId })]);
    const confirmed = await ok('/wr/order/transfer/list', keeper.token, { tab: 'confirmed', current: 1, size: 10 });
    expect(confirmed.records.map((r: { id: number }) => r.id)).toContain(order.id);
    const log = await ok('/nodeOperationLog/list', keeper.token, { bizType: 'receiptOrder', bizId: order.id });
    expect(log.map((e: { action: string }) => e.action)).toEqual(
      expect.arrayContaining(['pay', 'collect', 'transfer', 'refuseTransfer', 'confirmTransfer']),
    );

    for (let run = 0; run < 5; run += 1) if ((await runDueJobs(t.ctx, NOTIFY_JOB_HANDLERS, { limit: 100 })).length === 0) break;
    const told = async (token: string) =>
      (await ok('/notification/list', token, { current: 1, size: 50 })).records as { title: string; link: string }[];
    expect((await told(keeper.token)).map((n) => n.title)).toContain(
      said('notify.receiptOrder.transfer', {
        seller: '结算卖方化工有限公司',
        buyer: '结算买方化工有限公司',
        receiptNo: asked.receiptNo,
        orderNo: order.orderNo,
      }),
    );
    expect((await told(buyer.token)).find((n) => n.link === `/manage/waitingbuydetails?id=${order.id}`)).toBeTruthy();
  });

  it('opens the buyer’s bill of lading with the transfer when the buyer takes delivery', async () => {
    const order = await signedOrder();
    const { escortName: _escort, ...unescorted } = hazmatCrew;
    // Methanol is a dangerous good: the escort is asked for now, not at the keeper's confirmation.
    expect(
      errorOf(await post('/wr/order/delivery', buyer.token, { id: order.id, expectedDate: today, crew: unescorted })),
    ).toMatchObject({ status: 400, field: 'crew.escortName' });
    expect(
      errorOf(
        await post('/wr/order/delivery', buyer.token, { id: order.id, expectedDate: shiftDay(today, -1), crew: hazmatCrew }),
      ),
    ).toMatchObject({ status: 400, field: 'expectedDate' });
    expect(
      (await post('/wr/order/delivery', seller.token, { id: order.id, expectedDate: today, crew: hazmatCrew })).statusCode,
    ).toBe(404);
    const asked = await ok('/wr/order/delivery', buyer.token, {
      id: order.id,
      expectedDate: shiftDay(today, 2),
      crew: hazmatCrew,
      remark: '上午装车',
    });
    expect(asked.delivery).toEqual({
      expectedDate: shiftDay(today, 2),
      plate: '沪A12345',
      driverName: '张师傅',
      remark: '上午装车',
    });
    const paid = (await pay(order.id, '40000')).json().data;
    await ok('/wr/order/collections', seller.token, { id: order.id, paymentId: paid.payment.id });
    await ok('/wr/order/transfer', seller.token, { id: order.id });
    const done = await ok('/wr/order/transfer/confirm', keeper.token, { id: order.id });
    expect(done).toMatchObject({ status: 'done' });
    expect(done.billNo).toMatch(/^TD/);
    const [bill] = await t.ctx.db.select().from(billsOfLading).where(eq(billsOfLading.id, done.billId));
    expect(bill).toMatchObject({
      status: 'submitted',
      holderCompanyId: buyer.company.id,
      receiptId: order.receiptId,
      quantity: '20.0000',
      expectedDate: shiftDay(today, 2),
    });
    expect(await receiptRow(order.receiptId)).toMatchObject({
      holderCompanyId: buyer.company.id,
      lockType: 'pickup',
      lockRef: bill?.billNo,
    });
    // Delivery asked after the transfer is no longer the order's: the buyer asks the warehouse itself.
    expect(
      errorOf(await post('/wr/order/delivery', buyer.token, { id: order.id, expectedDate: today, crew: hazmatCrew })).status,
    ).toBe(409);
  });

  it('cancels by agreement before any payment, and frees the receipt for the seller', async () => {
    const order = await takenOrder();
    expect(errorOf(await post('/wr/order/cancel', buyer.token, { id: order.id, reason: '' })).status).toBe(400);
    expect((await post('/wr/order/cancel', other.token, { id: order.id, reason: '不要了' })).statusCode).toBe(404);
    const asked = await ok('/wr/order/cancel', buyer.token, { id: order.id, reason: '计划有变' });
    expect(asked).toMatchObject({ cancelRequestedBy: 'buyer', cancelReason: '计划有变', actions: [] });
    expect((await ok('/wr/order/info', seller.token, { id: order.id })).actions).toEqual(['confirmCancel', 'refuseCancel']);
    // The side that asked does not answer itself.
    expect(errorOf(await post('/wr/order/cancel/confirm', buyer.token, { id: order.id })).status).toBe(409);
    const refused = await ok('/wr/order/cancel/refuse', seller.token, { id: order.id });
    expect(refused).toMatchObject({ status: 'accepted', cancelRequestedBy: null, actions: ['requestCancel'] });

    await ok('/wr/order/cancel', seller.token, { id: order.id, reason: '仓单需另作他用' });
    const cancelled = await ok('/wr/order/cancel/confirm', buyer.token, { id: order.id });
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelledBy: 'seller', cancelReason: '仓单需另作他用' });
    expect(await receiptRow(order.receiptId)).toMatchObject({ holderCompanyId: seller.company.id, lockType: 'none' });
    expect(await listingRow(order.listingId)).toMatchObject({
      listedQty: '50.0000',
      soldQty: '0.0000',
      returnedQty: '20.0000',
      availableQty: '30.0000',
    });
    expect(errorOf(await post('/wr/order/cancel', buyer.token, { id: order.id, reason: '再取消' })).status).toBe(409);
  });

  it('leaves an order with money declared to the operator, who cancels it with the reason both read', async () => {
    const order = await signedOrder();
    await pay(order.id, '5000');
    expect(errorOf(await post('/wr/order/cancel', buyer.token, { id: order.id, reason: '不想买了' }))).toMatchObject({
      status: 409,
      msg: said('receiptOrder.cancelAfterPayment'),
    });
    expect((await post('/admin/wr/order/cancel', buyer.token, { id: order.id, reason: '协商退款' })).statusCode).toBe(403);
    const seen = await ok('/admin/wr/order/list', operator, { keyword: order.orderNo, current: 1, size: 10 });
    expect(seen.records.map((r: { id: number; actions: string[] }) => [r.id, r.actions])).toEqual([[order.id, ['cancel']]]);
    const cancelled = await ok('/admin/wr/order/cancel', operator, { id: order.id, reason: '双方协商一致，卖方已原路退款' });
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelledBy: 'operator', actions: [] });
    expect(await receiptRow(order.receiptId)).toMatchObject({ holderCompanyId: seller.company.id, lockType: 'none' });
    expect((await ok('/wr/order/info', buyer.token, { id: order.id })).cancelReason).toBe('双方协商一致，卖方已原路退款');
    expect(errorOf(await post('/admin/wr/order/cancel', operator, { id: order.id, reason: '再取消' })).status).toBe(409);
  });
});
