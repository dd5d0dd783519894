import { chinaDate, type MessageKey, shiftDay, translate } from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSubAccount, createTestApp, createUser, errorOf, type TestApp, tokenFor } from '../../../test/harness.ts';
import { runDueJobs } from '../../platform/jobs/queue.ts';
import { NOTIFY_JOB_HANDLERS } from '../../platform/notify/deliver.ts';
import { LISTING_JOB_HANDLERS, receiptListings } from '../receipt-listing/index.ts';
import { warehouseReceipts } from '../warehouse-receipt/index.ts';
import { apiOf, keeperWithWarehouse, listedReceipt, party, productAt } from '../warehouse-receipt/test-kit.ts';
import { receiptOrders } from './tables.ts';

const said = (key: MessageKey, params: Record<string, string | number> = {}) => translate(key, 'zh', params);

describe('receipt orders: apply for a listing, take, decline, withdraw', () => {
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
    keeper = await keeperWithWarehouse(t);
    seller = await party(t, '卖方化工有限公司');
    buyer = await party(t, '买方化工有限公司');
    other = await party(t, '另一买方化工有限公司');
    productId = (await productAt(t, keeper.warehouse.id, { minSplitQty: '10', splitStep: '1' })).id;
  });
  afterAll(() => t.close());

  const post = (...args: Parameters<ReturnType<typeof apiOf>['post']>) => apiOf(t).post(...args);
  const ok = (...args: Parameters<ReturnType<typeof apiOf>['ok']>) => apiOf(t).ok(...args);
  /** A listing of `quantity` t of a new receipt: minimum 10 t, step 5 t, ¥2,350.50 a tonne. */
  const listing = (quantity: string, overrides: Record<string, unknown> = {}) =>
    listedReceipt(
      t,
      { holder: seller.token, keeper: keeper.token, operator, warehouseId: keeper.warehouse.id, productId },
      quantity,
      { unitPrice: '2350.50', ...overrides },
    );
  const listingRow = async (id: number) => (await t.ctx.db.select().from(receiptListings).where(eq(receiptListings.id, id)))[0];
  const receiptRow = async (id: number) =>
    (await t.ctx.db.select().from(warehouseReceipts).where(eq(warehouseReceipts.id, id)))[0];
  const apply = (token: string, listingId: number, quantity: string) =>
    post('/wr/order/apply', token, { listingId, quantity, remark: '请尽快接单' });

  it('reserves what the buyer applies for at the listed price, and shows the order to both sides', async () => {
    const offer = await listing('100');
    const order = await ok('/wr/order/apply', buyer.token, { listingId: offer.id, quantity: '25' });
    expect(order).toMatchObject({
      status: 'applied',
      statusLabel: '待接单',
      listingNo: offer.listingNo,
      sellerCompanyName: '卖方化工有限公司',
      buyerCompanyName: '买方化工有限公司',
      quantity: '25.0000',
      unitPrice: '2350.50',
      amount: '58762.50',
      receiptId: null,
      sides: ['buyer'],
      actions: ['withdraw'],
    });
    expect(order.orderNo).toMatch(/^WO\d{14}$/);
    expect(await listingRow(offer.id)).toMatchObject({ availableQty: '75.0000', reservedQty: '25.0000', soldQty: '0.0000' });
    expect(await ok('/wr/order/info', seller.token, { id: order.id })).toMatchObject({
      sides: ['seller'],
      actions: ['take', 'decline'],
    });
    const mine = await ok('/wr/order/list', seller.token, { as: 'seller', listingId: offer.id, current: 1, size: 10 });
    expect(mine.records.map((r: { id: number }) => r.id)).toEqual([order.id]);
    expect(await ok('/wr/order/tab/counts', buyer.token, { as: 'buyer' })).toMatchObject({ applied: 1 });
    expect((await post('/wr/order/info', other.token, { id: order.id })).statusCode).toBe(404);
    // The seller answers it before changing the offer.
    expect(errorOf(await post('/sale/bss/update/price', seller.token, { id: offer.id, unitPrice: '2000' }))).toMatchObject({
      status: 409,
      msg: said('listing.hasApplications'),
    });
  });

  it('keeps the listing’s lot: the minimum, the step, what is left, nothing written by a refusal', async () => {
    const offer = await listing('52');
    const refused = async (quantity: string) => errorOf(await apply(buyer.token, offer.id, quantity));
    expect(await refused('5')).toMatchObject({
      status: 400,
      field: 'quantity',
      msg: said('receiptOrder.belowMinimum', { min: '10', step: '5', available: '52' }),
    });
    expect(await refused('12')).toMatchObject({ status: 400, field: 'quantity' });
    expect(await refused('60')).toMatchObject({ status: 409, msg: said('receiptOrder.overAvailable', { available: '52' }) });
    // 45 t would leave 7 t, below the minimum: at most 42 t, or all 52 t.
    expect(await refused('45')).toMatchObject({
      status: 400,
      msg: said('receiptOrder.leavesTooLittle', { rest: '7', min: '10', step: '5', max: '42', available: '52' }),
    });
    expect(await listingRow(offer.id)).toMatchObject({ availableQty: '52.0000', reservedQty: '0.0000' });
    // All that is left, off the step, is one order.
    expect(await ok('/wr/order/apply', buyer.token, { listingId: offer.id, quantity: '52' })).toMatchObject({
      quantity: '52.0000',
    });
    expect(await listingRow(offer.id)).toMatchObject({ availableQty: '0.0000', reservedQty: '52.0000' });
  });

  it('refuses the seller’s own listing, an ended or expired one, a visitor and a sub-account without the permission', async () => {
    const offer = await listing('40');
    expect(errorOf(await apply(seller.token, offer.id, '10'))).toMatchObject({
      status: 409,
      msg: said('receiptOrder.ownListing'),
    });
    expect(
      (await t.call({ method: 'POST', url: '/api/wr/order/apply', payload: { listingId: offer.id, quantity: '10' } })).statusCode,
    ).toBe(401);
    const reader = await createSubAccount(t, buyer.company.id, ['receipt.view']);
    expect(errorOf(await apply(await tokenFor(t, reader.id), offer.id, '10')).status).toBe(403);
    await t.ctx.db
      .update(receiptListings)
      .set({ validUntil: shiftDay(today, -1) })
      .where(eq(receiptListings.id, offer.id));
    expect(errorOf(await apply(buyer.token, offer.id, '10'))).toMatchObject({
      status: 409,
      msg: said('receiptOrder.listingEnded'),
    });
    await t.ctx.db.update(receiptListings).set({ validUntil: today }).where(eq(receiptListings.id, offer.id));
    await ok('/sale/bss/delist', seller.token, { id: offer.id });
    expect(errorOf(await apply(buyer.token, offer.id, '10')).status).toBe(404);
    expect(errorOf(await apply(buyer.token, 99_999_999, '10')).status).toBe(404);
  });

  it('takes an order: its part split off and locked for it, the rest still listed; the last order sells it out', async () => {
    const offer = await listing('60');
    const first = await ok('/wr/order/apply', buyer.token, { listingId: offer.id, quantity: '20' });
    const second = await ok('/wr/order/apply', other.token, { listingId: offer.id, quantity: '40' });
    // Only the seller takes it: the buyer is refused as a stranger to that step, another company as a stranger.
    expect(errorOf(await post('/wr/order/take', buyer.token, { id: first.id })).status).toBe(404);
    expect(errorOf(await post('/wr/order/take', other.token, { id: first.id })).status).toBe(404);

    const taken = await ok('/wr/order/take', seller.token, { id: first.id });
    expect(taken).toMatchObject({ status: 'accepted', statusLabel: '已接单', quantity: '20.0000', actions: ['requestCancel'] });
    expect(taken.takenAt).toBeTruthy();
    expect(await receiptRow(taken.receiptId)).toMatchObject({
      quantity: '20.0000',
      lockType: 'order',
      lockRef: taken.orderNo,
      holderCompanyId: seller.company.id,
    });
    const afterFirst = await listingRow(offer.id);
    expect(afterFirst).toMatchObject({ status: 'listed', availableQty: '0.0000', reservedQty: '40.0000', soldQty: '20.0000' });
    expect(afterFirst?.receiptId).not.toBe(offer.receiptId);
    expect(await receiptRow(afterFirst?.receiptId ?? 0)).toMatchObject({
      quantity: '40.0000',
      lockType: 'listing',
      lockRef: offer.listingNo,
    });
    expect(await receiptRow(offer.receiptId)).toMatchObject({ status: 'split', lockType: 'none' });
    expect(errorOf(await post('/wr/order/take', seller.token, { id: first.id }))).toMatchObject({
      status: 409,
      msg: said('receiptOrder.wrongStatus', { status: said('receiptOrderStatus.accepted') }),
    });

    // The seller's view of the listing's parts: each buyer's order with the child receipt split off for it, and the
    // quantities adding up to what was listed. Nobody else reads it.
    const parts = await ok('/wrOrderSub/list', seller.token, { listingId: offer.id, current: 1, size: 10 });
    expect(parts.listing).toMatchObject({ id: offer.id, listedQty: '60.0000' });
    expect(parts.quantities).toEqual({
      listedQty: '60.0000',
      availableQty: '0.0000',
      reservedQty: '40.0000',
      soldQty: '20.0000',
      returnedQty: '0.0000',
      transferredQty: '0.0000',
    });
    expect(parts.orders.records.map((r: { id: number; receiptId: number | null }) => [r.id, r.receiptId])).toEqual([
      [second.id, null],
      [first.id, taken.receiptId],
    ]);
    expect(errorOf(await post('/wrOrderSub/list', buyer.token, { listingId: offer.id })).status).toBe(404);
    expect(errorOf(await post('/wrOrderSub/list', other.token, { listingId: offer.id })).status).toBe(404);
    expect(errorOf(await post('/wrOrderSub/list', seller.token, { listingId: 'x' })).status).toBe(400);
    // Where the buyer's receipt came from: the listed one, split exactly; the untaken order has no part yet.
    const split = await ok('/wr/warehouse/receipt/splitOrder', buyer.token, { orderId: first.id });
    expect(split.parent).toEqual({ receiptNo: offer.receiptNo, quantity: '60.0000' });
    expect(split.parts.map((p: { quantity: string; forThisOrder: boolean }) => `${p.quantity}:${p.forThisOrder}`).sort()).toEqual(
      ['20.0000:true', '40.0000:false'],
    );
    expect(errorOf(await post('/wr/warehouse/receipt/splitOrder', other.token, { orderId: second.id }))).toMatchObject({
      status: 409,
      msg: said('receiptOrder.notSplitYet'),
    });
    expect(errorOf(await post('/wr/warehouse/receipt/splitOrder', buyer.token, { orderId: second.id })).status).toBe(404);

    // The second takes all that is left: no split, the listing sold out.
    const last = await ok('/wr/order/take', seller.token, { id: second.id });
    expect(last.receiptId).toBe(afterFirst?.receiptId);
    expect(await receiptRow(last.receiptId)).toMatchObject({ lockType: 'order', lockRef: last.orderNo });
    expect(await listingRow(offer.id)).toMatchObject({
      status: 'soldOut',
      availableQty: '0.0000',
      reservedQty: '0.0000',
      soldQty: '60.0000',
    });
  });

  it('declines with the reason and lets the buyer withdraw, the quantity offered again each time', async () => {
    const offer = await listing('50');
    const declined = await ok('/wr/order/apply', buyer.token, { listingId: offer.id, quantity: '15' });
    expect(errorOf(await post('/wr/order/decline', seller.token, { id: declined.id, reason: ' ' })).field).toBe('reason');
    expect(await ok('/wr/order/decline', seller.token, { id: declined.id, reason: '库存已另行处理' })).toMatchObject({
      status: 'declined',
      declineReason: '库存已另行处理',
      declinedBy: 'seller',
    });
    const withdrawn = await ok('/wr/order/apply', buyer.token, { listingId: offer.id, quantity: '30' });
    expect(errorOf(await post('/wr/order/withdraw', seller.token, { id: withdrawn.id })).status).toBe(404);
    expect(await ok('/wr/order/withdraw', buyer.token, { id: withdrawn.id })).toMatchObject({ status: 'withdrawn', actions: [] });
    expect(await listingRow(offer.id)).toMatchObject({ availableQty: '50.0000', reservedQty: '0.0000' });
    const log = await ok('/nodeOperationLog/list', buyer.token, { bizType: 'receiptOrder', bizId: declined.id });
    expect(log.map((row: { action: string }) => row.action)).toEqual(['apply', 'decline']);
    // Each turn is told: the seller of the application, the buyer of the answer with its reason.
    for (let run = 0; run < 5; run += 1) if ((await runDueJobs(t.ctx, NOTIFY_JOB_HANDLERS, { limit: 100 })).length === 0) break;
    const told = async (token: string) =>
      (await ok('/notification/list', token, { current: 1, size: 50 })).records as { title: string; link: string }[];
    expect((await told(seller.token)).find((n) => n.link === `/manage/waitingJiedanDetails?id=${declined.id}`)?.title).toBe(
      said('notify.receiptOrder.apply', { buyer: '买方化工有限公司', product: declined.productName, quantity: '15 吨' }),
    );
    const answer = (await told(buyer.token)).find((n) => n.link === `/manage/toApplyFordetails?id=${declined.id}`);
    expect(answer?.title).toBe(
      said('notify.receiptOrder.decline', { seller: '卖方化工有限公司', orderNo: declined.orderNo, reason: '库存已另行处理' }),
    );
    const ended = await ok('/wr/order/list', buyer.token, { as: 'buyer', tab: 'ended', current: 1, size: 50 });
    expect(ended.records.map((r: { id: number }) => r.id)).toEqual(expect.arrayContaining([declined.id, withdrawn.id]));
  });

  it('declines what still waits when a listing expires, and frees the receipt', async () => {
    const offer = await listing('30');
    const waiting = await ok('/wr/order/apply', buyer.token, { listingId: offer.id, quantity: '10' });
    await t.ctx.db
      .update(receiptListings)
      .set({ validUntil: shiftDay(today, -1) })
      .where(eq(receiptListings.id, offer.id));
    await LISTING_JOB_HANDLERS['receiptListing.expire'](t.ctx, {} as never);
    expect(await ok('/wr/order/info', buyer.token, { id: waiting.id })).toMatchObject({
      status: 'declined',
      declinedBy: 'system',
      declineReason: said('receiptOrder.listingEndedReason', { status: said('listingStatus.expired') }),
    });
    expect(await listingRow(offer.id)).toMatchObject({ status: 'expired', availableQty: '30.0000', reservedQty: '0.0000' });
    expect(await receiptRow(offer.receiptId)).toMatchObject({ lockType: 'none' });
    const [row] = await t.ctx.db.select().from(receiptOrders).where(eq(receiptOrders.id, waiting.id));
    expect(row?.endedAt).toBeTruthy();
  });
});
