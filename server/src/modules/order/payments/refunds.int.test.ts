import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSubAccount, createTestApp, errorOf, type TestApp, tokenFor } from '../../../../test/harness.ts';
import { runDueJobs } from '../../../platform/jobs/queue.ts';
import { NOTIFY_JOB_HANDLERS } from '../../../platform/notify/deliver.ts';
import { notifications } from '../../../platform/notify/tables.ts';
import { uploadFor } from '../../product/test-kit.ts';
import { orderItems } from '../tables.ts';
import {
  type Buyer,
  createBuyer,
  orderCall,
  orderRow,
  placeDirect,
  previewAs,
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

/** 30 t paid in full (77,410.50), shipped in one batch of 29.92 t, of which 29.9137 t arrived: settled 77,188.07. */
async function settledShort() {
  const order = await placeDirect(t, buyer, seller.product.id, '30');
  await signContract(t, order.id, { buyer, seller });
  await orderCall(t, buyer.token, 'pay', { id: order.id, proofKeys: [await uploadFor(t, buyer.user.id)] });
  await orderCall(t, seller.token, 'receivedmoney', { id: order.id });
  const [item] = await t.ctx.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  const lines = (quantity: string) => [{ itemId: item?.id, quantity }];
  const shipped = await orderCall(t, seller.token, 'shipment/ship', {
    id: order.id,
    lines: lines('29.92'),
    crew: TEST_CREW,
    ticketNo: 'BD-1',
  });
  expect(shipped.json().data.status, shipped.body).toBe(70);
  const shipmentId = shipped.json().data.shipments[0].id;
  const arrived = await orderCall(t, buyer.token, 'shipment/arrive', {
    id: order.id,
    shipmentId,
    lines: lines('29.9137'),
    ticketNo: 'SH-1',
  });
  expect(arrived.statusCode, arrived.body).toBe(200);
  return { id: order.id, view: arrived.json().data };
}

/** What the order told this person, once the notification jobs ran. */
const toldTo = async (orderId: number, userId: number) => {
  for (let run = 0; run < 5; run += 1) if ((await runDueJobs(t.ctx, NOTIFY_JOB_HANDLERS, { limit: 100 })).length === 0) break;
  const rows = await t.ctx.db
    .select({ kind: notifications.kind })
    .from(notifications)
    .where(and(eq(notifications.link, `/order/${orderId}`), eq(notifications.userId, userId)));
  return rows.map((row) => row.kind);
};

const refund = async (id: number, extra: Record<string, unknown> = {}, token = seller.token) =>
  orderCall(t, token, 'refund', { id, proofKeys: [await uploadFor(t, seller.user.id, { encrypted: true })], ...extra });

describe('the refund of what the settlement left overpaid (待退款)', () => {
  it('waits for the seller’s refund, takes it in parts, and completes when the buyer confirmed all of it', async () => {
    const { id, view } = await settledShort();
    // 2580.35 × 29.9137 = 77187.82… → 77187.82; paid 77410.50: 222.68 back.
    expect(view).toMatchObject({ status: 76, settlement: { goodsAmount: '77187.82', difference: '-222.68' } });
    expect(view.money).toMatchObject({ refund: '222.68', refundUndeclared: '222.68', outstanding: '0.00' });
    expect(view.allowedActions).toEqual([]);
    const sellerView = (await orderCall(t, seller.token, 'detail', { id })).json().data;
    expect(sellerView.allowedActions).toEqual(['refund']);

    // Only the seller refunds, never more than is owed, never dated tomorrow, with its own proof.
    expect(errorOf(await refund(id, {}, buyer.token)).status).toBe(404);
    expect(errorOf(await refund(id, { amount: '222.69' }))).toMatchObject({
      status: 400,
      field: 'amount',
      msg: '退款金额不能超过待退金额 ¥222.68',
    });
    expect(errorOf(await refund(id, { paidOn: '2999-01-01' }))).toMatchObject({ status: 400, field: 'paidOn' });
    expect(
      errorOf(await orderCall(t, seller.token, 'refund', { id, proofKeys: [await uploadFor(t, buyer.user.id)] })),
    ).toMatchObject({ status: 400, field: 'proofKeys' });
    // Nothing to confirm yet; a stranger sees no refund.
    expect(errorOf(await orderCall(t, buyer.token, 'refund/confirm', { id: 1 })).status).toBe(404);

    const first = await refund(id, { amount: '100.00', remark: '第一笔退款' });
    expect(first.statusCode, first.body).toBe(200);
    let money = first.json().data.money;
    expect(money).toMatchObject({ refund: '222.68', refundWaiting: '100.00', refundUndeclared: '122.68' });
    const entry = first.json().data.payments.find((p: { kind: string }) => p.kind === 'refund');
    expect(entry).toMatchObject({ amount: '100.00', status: 'submitted', actions: ['withdraw'] });
    expect(entry.paymentNo).toMatch(/^RF\d{14}$/);
    const buyerEntry = (await orderCall(t, buyer.token, 'detail', { id }))
      .json()
      .data.payments.find((p: { id: number }) => p.id === entry.id);
    expect(buyerEntry.actions).toEqual(['confirm', 'refuse']);
    // The buyer reads the seller's bank slip before it answers; nobody outside the order does.
    const slip = buyerEntry.proofs[0].key as string;
    expect((await previewAs(t, buyer.token, slip)).statusCode).toBe(200);
    const stranger = await createBuyer(t);
    expect((await previewAs(t, stranger.token, slip)).statusCode).not.toBe(200);
    // The buyer confirmed the arrival itself: it is told of the refund, not of its own step.
    expect(await toldTo(id, buyer.user.id)).toContain('notify.order.turn.confirmRefund');

    // The seller cannot confirm its own refund, nor the buyer withdraw it; a payment's routes do not take a refund.
    expect(errorOf(await orderCall(t, seller.token, 'refund/confirm', { id: entry.id })).status).toBe(404);
    expect(errorOf(await orderCall(t, buyer.token, 'refund/cancel', { id: entry.id })).status).toBe(404);
    expect(errorOf(await orderCall(t, buyer.token, 'payment/cancel', { id: entry.id })).status).toBe(404);

    // The buyer says it did not arrive: the seller reads why and declares it again.
    const refused = await orderCall(t, buyer.token, 'refund/refuse', { id: entry.id, reason: '账户未见到账' });
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json().data.money).toMatchObject({ refundWaiting: '0.00', refundUndeclared: '222.68' });
    const refusedEntry = (await orderCall(t, seller.token, 'detail', { id }))
      .json()
      .data.payments.find((p: { id: number }) => p.id === entry.id);
    expect(refusedEntry).toMatchObject({ status: 'refused', refuseReason: '账户未见到账', actions: [] });
    expect(errorOf(await orderCall(t, buyer.token, 'refund/confirm', { id: entry.id })).status).toBe(409);

    // Declared by mistake, withdrawn by the seller.
    const mistaken = (await refund(id, { amount: '1.00' })).json().data.payments.at(-1);
    const withdrawn = await orderCall(t, seller.token, 'refund/cancel', { id: mistaken.id });
    expect(withdrawn.json().data.money.refundUndeclared).toBe('222.68');

    // Part, then the rest: the second confirmation completes the order.
    const part = (await refund(id, { amount: '122.68' })).json().data;
    const rest = (await refund(id)).json().data;
    expect(rest.money).toMatchObject({ refundWaiting: '222.68', refundUndeclared: '0.00' });
    expect(errorOf(await refund(id))).toMatchObject({ status: 409, msg: '本单已无待退款项' });
    const [partId, restId] = [part.payments.at(-1).id, rest.payments.at(-1).id];
    const once = await orderCall(t, buyer.token, 'refund/confirm', { id: partId });
    expect(once.json().data).toMatchObject({ status: 76, money: { refunded: '122.68', refund: '100.00' } });
    const done = await orderCall(t, buyer.token, 'refund/confirm', { id: restId });
    money = done.json().data.money;
    expect(done.json().data.status).toBe(80);
    expect(money).toMatchObject({ refund: '0.00', refunded: '222.68', outstanding: '0.00', confirmed: '77410.50' });
    const row = await orderRow(t, id);
    expect(row).toMatchObject({ refundDeclaredAmount: '222.68', refundedAmount: '222.68' });
    expect(errorOf(await refund(id)).status).toBe(409);
    expect(await toldTo(id, seller.user.id)).toEqual(
      expect.arrayContaining(['notify.order.turn.refund', 'notify.order.refundRefused', 'notify.order.refundConfirmed']),
    );
    const events = (await orderCall(t, seller.token, 'detail', { id })).json().data.events;
    expect(events.map((e: { action: string }) => e.action).slice(-9)).toEqual([
      'receive',
      'refund',
      'refuseRefund',
      'refund',
      'withdrawRefund',
      'refund',
      'refund',
      'confirmRefund',
      'confirmRefund',
    ]);
  });

  it('asks the seller’s finance.pay and the buyer’s finance.collect; no login answers 401', async () => {
    const { id } = await settledShort();
    const clerk = await createSubAccount(t, seller.company.id, ['shop.order']);
    expect(errorOf(await refund(id, {}, await tokenFor(t, clerk.id))).status).toBe(403);
    const unauthenticated = await t.app.inject({ method: 'POST', url: '/api/order/refund', payload: { id } });
    expect(unauthenticated.statusCode).toBe(401);
    const entry = (await refund(id)).json().data.payments.at(-1);
    const buyerClerk = await createSubAccount(t, buyer.company.id, ['buy.order']);
    expect(errorOf(await orderCall(t, await tokenFor(t, buyerClerk.id), 'refund/confirm', { id: entry.id })).status).toBe(403);
    const cashier = await createSubAccount(t, buyer.company.id, ['buy.order', 'finance.collect']);
    const confirmed = await orderCall(t, await tokenFor(t, cashier.id), 'refund/confirm', { id: entry.id });
    expect(confirmed.json().data.status).toBe(80);
  });
  it('takes one of six refunds declared at once for all that is owed, and one of two confirmations of it', async () => {
    const { id } = await settledShort();
    const slips = await Promise.all(Array.from({ length: 6 }, () => uploadFor(t, seller.user.id, { encrypted: true })));
    const answers = await Promise.all(slips.map((slip) => orderCall(t, seller.token, 'refund', { id, proofKeys: [slip] })));
    // The first takes the 222.68; the others find nothing left (409), or the amount over what is left (400).
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode !== 200).every((a) => [400, 409].includes(errorOf(a).status))).toBe(true);
    const row = await orderRow(t, id);
    expect(row.refundDeclaredAmount).toBe('222.68');
    const entry = (await orderCall(t, buyer.token, 'detail', { id })).json().data.payments.at(-1);
    const confirmations = await Promise.all([1, 2].map(() => orderCall(t, buyer.token, 'refund/confirm', { id: entry.id })));
    expect(confirmations.map((c) => c.statusCode).sort()).toEqual([200, 409]);
    expect(await orderRow(t, id)).toMatchObject({ status: 80, refundedAmount: '222.68' });
  });
});
