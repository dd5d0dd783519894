import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorOf, type TestApp } from '../../../../test/harness.ts';
import { putProduct } from '../../catalogue/test-kit.ts';
import { approveSeal } from '../../contract/test-kit.ts';
import { createCategory, grantLicence, uploadFor } from '../../product/test-kit.ts';
import { orderItems } from '../tables.ts';
import {
  type Buyer,
  createSellerWithProduct,
  orderCall,
  orderRow,
  placeDirect,
  type Seller,
  sealedParties,
  signContract,
  TEST_CREW,
} from '../test-kit.ts';

let t: TestApp;
let buyer: Buyer;
let seller: Seller & { product: { id: number } };

beforeAll(async () => {
  t = await createTestApp();
  ({ buyer, seller } = await sealedParties(t, { stock: '1000.0000', price: '2580.35' }));
});
afterAll(() => t.close());

/** An order of `quantity` of the product, signed, paid and its money confirmed (61). */
async function moneyConfirmed(quantity: string, productId = seller.product.id) {
  const order = await placeDirect(t, buyer, productId, quantity);
  await signContract(t, order.id, { buyer, seller });
  const paid = await orderCall(t, buyer.token, 'pay', { id: order.id, proofKeys: [await uploadFor(t, buyer.user.id)] });
  expect(paid.statusCode, paid.body).toBe(200);
  const confirmed = await orderCall(t, seller.token, 'receivedmoney', { id: order.id });
  expect(confirmed.json().data.status).toBe(61);
  return order;
}

const ship = (orderId: number, quantity: string, { itemId, ...extra }: Record<string, unknown> = {}, token = seller.token) =>
  orderCall(t, token, 'shipment/ship', {
    id: orderId,
    lines: [{ itemId, quantity }],
    crew: TEST_CREW,
    ticketNo: 'BD-001',
    ...extra,
  });

describe('partial shipments (分批发货) settling on what arrived', () => {
  it('ships 30 t in two weighed batches, confirms each arrival, and settles on the weighed quantity to the fen', async () => {
    const order = await moneyConfirmed('30');
    const [item] = await t.ctx.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    if (!item) throw new Error('no line');
    const itemId = item.id;
    const ticket = await uploadFor(t, seller.user.id);

    // Who, what and how much: the buyer cannot ship, a weighed batch needs its ticket, the band's top holds.
    expect(errorOf(await ship(order.id, '15', { itemId }, buyer.token)).status).toBe(404);
    expect(errorOf(await ship(order.id, '15', { itemId, ticketNo: '' }))).toMatchObject({
      status: 400,
      field: 'ticketNo',
      msg: '按重量计的商品须填写磅单号',
    });
    expect(errorOf(await ship(order.id, '30.0901', { itemId }))).toMatchObject({
      status: 400,
      field: 'lines.0.quantity',
      msg: '累计发货将超过合同允许的最大数量 30.09 吨（已发 0 吨）',
    });
    expect(errorOf(await ship(order.id, '15', { itemId, crew: { ...TEST_CREW, plate: '12345' } })).field).toBe('crew.plate');
    expect(errorOf(await ship(order.id, '15', { itemId, ticketKeys: [await uploadFor(t, buyer.user.id)] })).field).toBe(
      'ticketKeys',
    );
    expect(errorOf(await ship(order.id, '0', { itemId })).msg).toBe('请填写本批装货数量');

    const first = await ship(order.id, '15.02', { itemId, ticketKeys: [ticket], deliveryNo: 'YD-1', carrier: '安运物流' });
    expect(first.statusCode, first.body).toBe(200);
    let view = first.json().data;
    expect(view.status).toBe(65);
    expect(view.statusLabel).toBe('部分发货');
    expect(view.shipments).toHaveLength(1);
    expect(view.shipments[0]).toMatchObject({
      seq: 1,
      status: 'inTransit',
      ticketNo: 'BD-001',
      crew: { plate: '沪A12345', driverIdNumber: '11010519491231002X' },
      lines: [{ itemId, loaded: '15.02', received: null }],
    });
    expect(view.shipments[0].tickets).toHaveLength(1);
    expect(view.shipping).toEqual([
      { itemId, unit: '吨', quantity: '30', shipped: '15.02', received: '0', min: '29.91', max: '30.09', weighed: true },
    ]);
    // The buyer reads the crew with the identity number masked, and may open the ticket.
    const seen = (await orderCall(t, buyer.token, 'detail', { id: order.id })).json().data;
    expect(seen.shipments[0].crew.driverIdNumber).not.toContain('19491231');
    const ticketRes = await t.call({ method: 'GET', url: seen.shipments[0].tickets[0].url, token: buyer.token });
    expect(ticketRes.statusCode).toBe(200);

    const arrive = (shipmentId: number, quantity: string, token = buyer.token) =>
      orderCall(t, token, 'shipment/arrive', { id: order.id, shipmentId, lines: [{ itemId, quantity }], ticketNo: 'SH-9' });
    const firstId = view.shipments[0].id;
    expect(errorOf(await arrive(firstId, '15.02', seller.token)).status).toBe(404);
    expect(errorOf(await arrive(firstId, '15.066'))).toMatchObject({
      status: 400,
      field: 'lines.0.quantity',
      msg: '到货数量不能超过 15.065 吨（装货 15.02 吨）',
    });
    const arrived = await arrive(firstId, '15.01');
    expect(arrived.statusCode, arrived.body).toBe(200);
    view = arrived.json().data;
    expect(view.status).toBe(65);
    expect(view.shipments[0]).toMatchObject({ status: 'arrived', lines: [{ loaded: '15.02', received: '15.01' }] });
    expect(errorOf(await arrive(firstId, '15.01'))).toMatchObject({ status: 409, msg: '该批次已确认到货' });

    // 15.02 + 14.95 = 29.97: inside the band, the order is shipped.
    const second = await ship(order.id, '14.95', { itemId, ticketNo: 'BD-002' });
    view = second.json().data;
    expect(view.status).toBe(70);
    expect(view.shipments.map((s: { seq: number }) => s.seq)).toEqual([1, 2]);
    expect(errorOf(await ship(order.id, '0.01', { itemId })).status).toBe(409);

    const last = await arrive(view.shipments[1].id, '14.9437');
    expect(last.statusCode, last.body).toBe(200);
    view = last.json().data;
    // Paid in full before: the seller owes back what did not arrive (payments/refunds.int.test.ts follows it).
    expect(view.status).toBe(76);
    // 2580.35 × (15.01 + 14.9437) = 2580.35 × 29.9537 = 77291.029795 → 77291.03; the contract said 77410.50.
    expect(view.settlement).toMatchObject({
      goodsAmount: '77291.03',
      totalAmount: '77291.03',
      difference: '-119.47',
      lines: [{ itemId, settledQuantity: '29.9537', settledAmount: '77291.03', difference: '-119.47' }],
    });
    const row = await orderRow(t, order.id);
    expect(row.settledGoodsAmount).toBe('77291.03');
    const [settledLine] = await t.ctx.db.select().from(orderItems).where(eq(orderItems.id, itemId));
    expect(settledLine).toMatchObject({ settledQuantity: '29.9537', settledAmount: '77291.03' });

    // The invoices add up to the settled amount, not the contract's.
    const invoices = (await orderCall(t, seller.token, 'invoice/list', { id: order.id })).json().data;
    expect(invoices).toMatchObject({ totalAmount: '77291.03', remainingAmount: '77291.03' });

    const events = (await orderCall(t, buyer.token, 'detail', { id: order.id })).json().data.events;
    expect(events.map((e: { action: string }) => e.action).slice(-4)).toEqual(['shipPart', 'arrive', 'deliver', 'receive']);
  });

  it('lets /order/deliver ship what the batches left and /order/receive take every batch as loaded', async () => {
    const order = await moneyConfirmed('10');
    const [item] = await t.ctx.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const first = await ship(order.id, '4', { itemId: item?.id });
    expect(first.json().data.status).toBe(65);
    const rest = await orderCall(t, seller.token, 'deliver', { id: order.id, deliveryNo: 'SF100', carrier: '顺丰' });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().data.shipments[1]).toMatchObject({ seq: 2, crew: null, deliveryNo: 'SF100', lines: [{ loaded: '6' }] });
    const received = await orderCall(t, buyer.token, 'receive', { id: order.id });
    expect(received.json().data).toMatchObject({
      status: 80,
      settlement: { goodsAmount: '25803.50', difference: '0.00' },
    });
    expect(received.json().data.shipments.every((s: { status: string }) => s.status === 'arrived')).toBe(true);
  });

  it('ships counted goods exactly, five batches at once loading no more than was bought', async () => {
    const category = await createCategory(t, { name: '桶装溶剂' });
    const drums = await putProduct(t, seller, category.id, {
      name: '乙酸乙酯',
      unit: '桶',
      unitWeightKg: '180',
      price: '1250.00',
    });
    const order = await moneyConfirmed('80', drums.id);
    const [item] = await t.ctx.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const itemId = item?.id;
    // No weighbridge for drums: a batch of 40 needs no ticket; 81 is more than was bought.
    expect(errorOf(await ship(order.id, '81', { itemId, ticketNo: '' })).field).toBe('lines.0.quantity');
    // Five batches of 20 at once for 80 drums: the order's lock lets four load; the fifth finds the order shipped.
    const batches = await Promise.all(Array.from({ length: 5 }, () => ship(order.id, '20', { itemId, ticketNo: '' })));
    expect(batches.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 409]);
    const detail = (await orderCall(t, seller.token, 'detail', { id: order.id })).json().data;
    expect(detail.status).toBe(70);
    expect(detail.shipping[0]).toMatchObject({ shipped: '80', weighed: false, min: '80', max: '80' });
  });

  it('ships dangerous goods by batches with their crew, never by waybill alone', async () => {
    const dangerous = await createSellerWithProduct(t, { isDangerous: true, price: '100.00' });
    await grantLicence(t, dangerous.company.id);
    await grantLicence(t, buyer.company.id);
    await approveSeal(t, dangerous.company, 'seller', dangerous.user.id);
    const order = await placeDirect(t, buyer, dangerous.product.id, '2');
    await signContract(t, order.id, { buyer, seller: dangerous });
    await orderCall(t, buyer.token, 'pay', { id: order.id, proofKeys: [await uploadFor(t, buyer.user.id)] });
    await orderCall(t, dangerous.token, 'receivedmoney', { id: order.id });
    const seen = (await orderCall(t, dangerous.token, 'detail', { id: order.id })).json().data;
    expect(seen.allowedActions).toContain('shipPart');
    expect(seen.allowedActions).not.toContain('deliver');
    const byWaybill = await orderCall(t, dangerous.token, 'deliver', { id: order.id, deliveryNo: 'SF-H1', carrier: '顺丰' });
    expect(errorOf(byWaybill)).toMatchObject({ status: 409, msg: '危险货物须分批发货，登记车辆及其道路运输证、驾驶员和押运员' });
    const inBulk = await orderCall(t, dangerous.token, 'delivers', {
      orders: [{ id: order.id, deliveryNo: 'SF-H1', carrier: '顺丰' }],
    });
    expect(inBulk.json().data.results).toEqual([
      { id: order.id, ok: false, msg: '危险货物须分批发货，登记车辆及其道路运输证、驾驶员和押运员' },
    ]);
    expect((await orderRow(t, order.id)).status).toBe(61);
    const [item] = await t.ctx.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const body = { id: order.id, lines: [{ itemId: item?.id, quantity: '2' }], ticketNo: 'BD-H1' };
    const bare = await orderCall(t, dangerous.token, 'shipment/ship', { ...body, crew: TEST_CREW });
    expect(errorOf(bare)).toMatchObject({ status: 400, field: 'crew.transportPermitNo' });
    const qualified = await orderCall(t, dangerous.token, 'shipment/ship', {
      ...body,
      crew: {
        ...TEST_CREW,
        transportPermitNo: '沪交运管危字310000001',
        driverQualificationNo: 'JSY-1',
        escortName: '李押运',
        escortIdNumber: '310115198001010016',
        escortPhone: '13900139000',
        escortQualificationNo: 'YYY-1',
      },
    });
    expect(qualified.statusCode, qualified.body).toBe(200);
    expect(qualified.json().data.status).toBe(70);
  });
});
