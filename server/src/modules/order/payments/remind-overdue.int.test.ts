import { chinaDate, PREPAY_ONLY } from '@hgsc/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/harness.ts';
import { nodeOperationsOf } from '../../../platform/flow/node-log.ts';
import { runDueJobs } from '../../../platform/jobs/queue.ts';
import { NOTIFY_JOB_HANDLERS } from '../../../platform/notify/deliver.ts';
import { notifications } from '../../../platform/notify/tables.ts';
import { products } from '../../product/tables.ts';
import { uploadFor } from '../../product/test-kit.ts';
import { orderItems } from '../tables.ts';
import { type Buyer, orderCall, placeOnTerms, type Seller, sealedParties, signContract, TEST_CREW } from '../test-kit.ts';
import { remindOverdueBalances } from './remind-overdue.ts';

let t: TestApp;
let buyer: Buyer;
let seller: Seller & { product: { id: number } };

const DAY_MS = 24 * 3600 * 1000;
const daysLater = (days: number) => new Date(Date.now() + days * DAY_MS);

beforeAll(async () => {
  t = await createTestApp();
  ({ buyer, seller } = await sealedParties(t, { stock: '100.0000', price: '4860.00' }));
  await t.ctx.db
    .update(products)
    .set({ paymentTerms: { ...PREPAY_ONLY, credit: true } })
    .where(eq(products.id, seller.product.id));
  const granted = await t.call({
    method: 'POST',
    url: '/api/shop/credit/save',
    token: seller.token,
    payload: { creditCode: buyer.company.creditCode, days: 30 },
  });
  expect(granted.statusCode, granted.body).toBe(200);
}, 60_000);
afterAll(() => t.close());

/** An order on 30 days' credit, shipped and received today: waiting for its balance (75), due in 30 days. */
async function receivedOnCredit() {
  const placed = await placeOnTerms(t, buyer, seller, 'credit', '2');
  expect(placed.statusCode, placed.body).toBe(200);
  const id = placed.json().data.orders[0].id as number;
  await signContract(t, id, { buyer, seller });
  const [item] = await t.ctx.db.select().from(orderItems).where(eq(orderItems.orderId, id));
  const shipped = await orderCall(t, seller.token, 'shipment/ship', {
    id,
    lines: [{ itemId: item?.id, quantity: '2' }],
    crew: TEST_CREW,
    ticketNo: 'BD-1',
  });
  const arrived = await orderCall(t, buyer.token, 'shipment/arrive', {
    id,
    shipmentId: shipped.json().data.shipments[0].id,
    lines: [{ itemId: item?.id, quantity: '2' }],
    ticketNo: 'SH-1',
  });
  expect(arrived.json().data).toMatchObject({ status: 75, money: { outstanding: '9720.00', overdue: false } });
  return id;
}

const toldOf = async (orderId: number) => {
  for (let run = 0; run < 5; run += 1) if ((await runDueJobs(t.ctx, NOTIFY_JOB_HANDLERS, { limit: 100 })).length === 0) break;
  return t.ctx.db
    .select({ userId: notifications.userId, kind: notifications.kind })
    .from(notifications)
    .where(and(eq(notifications.link, `/order/${orderId}`)));
};

describe('an overdue balance', () => {
  it('is brought to both sides the day after it fell due, again a week later, and no more once paid', async () => {
    const id = await receivedOnCredit();
    const mine = (reminded: number[]) => reminded.filter((r) => r === id);

    // Due on the 30th day: not overdue on it.
    expect(mine((await remindOverdueBalances(t.ctx, daysLater(30))).reminded)).toEqual([]);
    expect(mine((await remindOverdueBalances(t.ctx, daysLater(31))).reminded)).toEqual([id]);
    // Once a day at most, and again after a week of silence.
    expect(mine((await remindOverdueBalances(t.ctx, daysLater(31))).reminded)).toEqual([]);
    expect(mine((await remindOverdueBalances(t.ctx, daysLater(37))).reminded)).toEqual([]);
    expect(mine((await remindOverdueBalances(t.ctx, daysLater(38))).reminded)).toEqual([id]);

    const steps = (await nodeOperationsOf(t.ctx.db, 'order', id)).filter((s) => s.action === 'remindOverdue');
    expect(steps.map((s) => [s.actorRole, s.fromState, s.toState, s.detail.dueOn])).toEqual([
      ['system', '75', '75', chinaDate(daysLater(30))],
      ['system', '75', '75', chinaDate(daysLater(30))],
    ]);
    const told = await toldOf(id);
    expect(told.filter((n) => n.kind === 'notify.order.balanceOverdue').map((n) => n.userId)).toEqual([
      buyer.user.id,
      buyer.user.id,
    ]);
    expect(told.filter((n) => n.kind === 'notify.order.balanceOverdueSeller').map((n) => n.userId)).toEqual([
      seller.user.id,
      seller.user.id,
    ]);
    const timeline = (await orderCall(t, buyer.token, 'detail', { id })).json().data;
    expect(JSON.stringify(timeline)).toContain('尾款逾期提醒');

    // Paid and confirmed, it is complete: nothing to remind.
    await orderCall(t, buyer.token, 'pay', { id, proofKeys: [await uploadFor(t, buyer.user.id)] });
    expect((await orderCall(t, seller.token, 'receivedmoney', { id })).json().data.status).toBe(80);
    expect(mine((await remindOverdueBalances(t.ctx, daysLater(60))).reminded)).toEqual([]);
  });
});
