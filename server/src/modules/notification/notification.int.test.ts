import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSubAccount, createTestApp, inRolledBackTransaction, type TestApp, tokenFor } from '../../../test/harness.ts';
import { nodeOperationLogs } from '../../platform/flow/tables.ts';
import { enqueueJob, runDueJobs } from '../../platform/jobs/queue.ts';
import { jobs } from '../../platform/jobs/tables.ts';
import { NOTIFY_JOB_HANDLERS, NOTIFY_SMS_JOB } from '../../platform/notify/deliver.ts';
import { NOTIFY_JOB } from '../../platform/notify/notifiers.ts';
import { notifications } from '../../platform/notify/tables.ts';
import { smsOutbox } from '../../platform/sms/tables.ts';
import { sealedParties } from '../contract/test-kit.ts';
import { applyOrderAction } from '../order/apply-action.ts';
import { type Buyer, orderCall, placeDirect, type Seller } from '../order/test-kit.ts';
import { completedOrder } from '../review/test-kit.ts';

let t: TestApp;
let buyer: Buyer;
let seller: Seller & { product: { id: number } };

beforeAll(async () => {
  t = await createTestApp();
  ({ buyer, seller } = await sealedParties(t));
}, 60_000);
afterAll(async () => t?.close());

/** Runs the notification jobs until none is due (a delivery queues the SMS it sends at once). */
async function deliver() {
  for (let run = 0; run < 5; run += 1) if ((await runDueJobs(t.ctx, NOTIFY_JOB_HANDLERS, { limit: 100 })).length === 0) return;
}

/** What each person was told about the order, in the order it was told. */
async function toldAbout(orderId: number) {
  const rows = await t.ctx.db
    .select({ userId: notifications.userId, kind: notifications.kind, link: notifications.link })
    .from(notifications)
    .where(and(eq(notifications.bizType, 'order'), eq(notifications.bizId, orderId)))
    .orderBy(notifications.id);
  const of = (userId: number) => rows.filter((r) => r.userId === userId).map((r) => r.kind);
  return { rows, of };
}

const api = (token: string, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api${url}`, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });

describe('notifications of the order flow', () => {
  it('tells the side whose turn each step makes it, once, never the person who took the step', async () => {
    const order = await completedOrder(t, buyer, seller, seller.product.id, { sign: true });
    await deliver();
    const { of, rows } = await toldAbout(order.id);
    expect(of(seller.user.id)).toEqual(['notify.order.placed', 'notify.order.turn.confirmMoney', 'notify.order.completed']);
    // Told to sign once, when the contract was generated: not again when the seller signed first.
    expect(of(buyer.user.id)).toEqual(['notify.order.turn.sign', 'notify.order.turn.receive']);
    // Each turn taken is answered: nothing of this order is left unread but its end.
    const unread = await t.ctx.db
      .select({ kind: notifications.kind })
      .from(notifications)
      .where(and(eq(notifications.bizId, order.id), eq(notifications.bizType, 'order'), isNull(notifications.readAt)));
    expect(unread.map((n) => n.kind)).toEqual(['notify.order.completed']);
    expect(rows.every((r) => r.link === `/order/${order.id}`)).toBe(true);

    // The delivery run again (a retried job, a second worker) writes nothing twice.
    const steps = await t.ctx.db
      .select({ id: nodeOperationLogs.id })
      .from(nodeOperationLogs)
      .where(and(eq(nodeOperationLogs.bizType, 'order'), eq(nodeOperationLogs.bizId, order.id)));
    await enqueueJob(t.ctx, { kind: NOTIFY_JOB, payload: { logIds: steps.map((s) => s.id) } });
    await deliver();
    expect((await toldAbout(order.id)).rows).toHaveLength(rows.length);
  });

  it('tells only the members who may take the step: a sub-account without its permission is not told', async () => {
    const signer = await createSubAccount(t, seller.company.id, ['contract.sign']);
    const clerk = await createSubAccount(t, seller.company.id, ['finance.collect']);
    const order = await placeDirect(t, buyer, seller.product.id, '1');
    await deliver();
    const { of } = await toldAbout(order.id);
    expect(of(signer.id)).toEqual(['notify.order.placed']);
    expect(of(clerk.id)).toEqual([]);
  });

  it('tells the other side of a cancellation asked, and the asker of the answer', async () => {
    const order = await placeDirect(t, buyer, seller.product.id, '1');
    await orderCall(t, buyer.token, 'buyercancel', { id: order.id, reason: '交期无法满足' });
    await orderCall(t, seller.token, 'refuse/cancel', { id: order.id, reason: '货已备好' });
    await orderCall(t, buyer.token, 'buyercancel', { id: order.id, reason: '再次申请' });
    await orderCall(t, seller.token, 'seller/cancel/enter', { id: order.id });
    await deliver();
    const { of } = await toldAbout(order.id);
    expect(of(seller.user.id)).toEqual(['notify.order.placed', 'notify.order.cancelRequested', 'notify.order.cancelRequested']);
    expect(of(buyer.user.id)).toEqual(['notify.order.cancelRefused', 'notify.order.cancelAgreed']);
  });

  it('notifies no one of a step whose transaction rolled back', async () => {
    const order = await placeDirect(t, buyer, seller.product.id, '1');
    await deliver();
    const before = (await toldAbout(order.id)).rows.length;
    const jobsBefore = await t.ctx.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.kind, NOTIFY_JOB));
    await inRolledBackTransaction(t.ctx.db, (tx) =>
      applyOrderAction(tx, {
        orderId: order.id,
        action: 'reject',
        party: 'seller',
        actorUserId: seller.user.id,
        companyId: seller.company.id,
        detail: { reason: '库存不足' },
      }),
    );
    await deliver();
    expect((await toldAbout(order.id)).rows).toHaveLength(before);
    const jobsAfter = await t.ctx.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.kind, NOTIFY_JOB));
    expect(jobsAfter).toHaveLength(jobsBefore.length);
  });
});

describe('how each person chose to be told', () => {
  const settings = (token: string, body: Record<string, unknown>) => api(token, 'POST', '/notification/settings/save', body);
  const noticesTo = (mobile: string) =>
    t.ctx.db
      .select()
      .from(smsOutbox)
      .where(and(eq(smsOutbox.mobile, mobile), eq(smsOutbox.purpose, 'notice')));

  it('sends an SMS of a turn by default, once whatever the runs, and none of what the person turned off', async () => {
    // No quiet hours, so the SMS goes at once whatever the time of the run.
    const saved = await settings(seller.token, { topics: [], quietStart: '00:00', quietEnd: '00:00' });
    expect(saved.json().data.topics).toContainEqual({ topic: 'turn', inbox: true, sms: true });
    const smsBefore = (await noticesTo(seller.user.mobile)).length;
    const order = await placeDirect(t, buyer, seller.product.id, '1');
    await deliver();
    const sent = await noticesTo(seller.user.mobile);
    expect(sent).toHaveLength(smsBefore + 1);
    expect(sent.at(-1)?.content).toBe(`【化工商城】新订单 ${order.orderNo}：待您核对后生成合同`);
    // The SMS job run again (a retry, a second worker) sends nothing more.
    const [notice] = await t.ctx.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.userId, seller.user.id), eq(notifications.bizId, order.id)));
    await enqueueJob(t.ctx, { kind: NOTIFY_SMS_JOB, payload: { notificationId: notice?.id } });
    await deliver();
    expect(await noticesTo(seller.user.mobile)).toHaveLength(smsBefore + 1);

    // Turned off: no SMS of a turn or a cancellation; an end kept out of the inbox is written read (not announced).
    await settings(seller.token, {
      topics: [
        { topic: 'turn', inbox: true, sms: false },
        { topic: 'cancel', inbox: true, sms: false },
        { topic: 'end', inbox: false, sms: false },
      ],
      quietStart: '00:00',
      quietEnd: '00:00',
    });
    const quiet = await placeDirect(t, buyer, seller.product.id, '1');
    await t.ctx.db.transaction((tx) =>
      applyOrderAction(tx, {
        orderId: quiet.id,
        action: 'withdraw',
        party: 'buyer',
        actorUserId: buyer.user.id,
        companyId: buyer.company.id,
        detail: { reason: '改单' },
      }),
    );
    await deliver();
    expect(await noticesTo(seller.user.mobile)).toHaveLength(smsBefore + 1);
    const told = await t.ctx.db
      .select({ kind: notifications.kind, readAt: notifications.readAt })
      .from(notifications)
      .where(and(eq(notifications.userId, seller.user.id), eq(notifications.bizId, quiet.id)))
      .orderBy(notifications.id);
    // The withdrawal is written, but read (kept out of the inbox); the new order's turn is answered by it.
    expect(told.map((n) => [n.kind, n.readAt === null])).toEqual([
      ['notify.order.placed', false],
      ['notify.order.withdrawn', false],
    ]);
  });

  it('holds an SMS until the quiet hours end', async () => {
    // Quiet all day but one minute: whatever the time of the run, the SMS waits.
    const now = new Date(Date.now() + 8 * 3_600_000);
    const clock = (minutes: number) => {
      const at = new Date(now.getTime() + minutes * 60_000);
      return `${String(at.getUTCHours()).padStart(2, '0')}:${String(at.getUTCMinutes()).padStart(2, '0')}`;
    };
    await api(seller.token, 'POST', '/notification/settings/save', {
      topics: [{ topic: 'turn', inbox: true, sms: true }],
      quietStart: clock(-4),
      quietEnd: clock(-5),
    });
    const before = (await noticesTo(seller.user.mobile)).length;
    const order = await placeDirect(t, buyer, seller.product.id, '1');
    await deliver();
    expect(await noticesTo(seller.user.mobile)).toHaveLength(before);
    // The seller's own SMS: another member of its company keeps the default quiet hours, which may end sooner.
    const [held] = await t.ctx.db
      .select({ runAt: jobs.runAt })
      .from(jobs)
      .innerJoin(notifications, sql`${notifications.id} = (${jobs.payload} ->> 'notificationId')::bigint`)
      .where(and(eq(jobs.kind, NOTIFY_SMS_JOB), eq(notifications.userId, seller.user.id), eq(notifications.bizId, order.id)));
    expect(held?.runAt.getTime()).toBeGreaterThan(Date.now() + 3_600_000);
  });

  it('answers the defaults, keeps the topics not sent, and refuses a time that is not HH:mm', async () => {
    const fresh = await tokenFor(t, buyer.user.id);
    const got = (await api(fresh, 'GET', '/notification/settings')).json().data;
    expect(got).toEqual({
      topics: [
        { topic: 'turn', inbox: true, sms: true },
        { topic: 'cancel', inbox: true, sms: true },
        { topic: 'end', inbox: true, sms: false },
      ],
      quietStart: '22:00',
      quietEnd: '08:00',
    });
    const bad = await api(fresh, 'POST', '/notification/settings/save', { topics: [], quietStart: '24:00', quietEnd: '08:00' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('HH:mm');
  });
});

describe('the inbox', () => {
  it("lists the caller's notifications in its language, counts the unread and marks them read, its own only", async () => {
    const order = await placeDirect(t, buyer, seller.product.id, '1');
    await deliver();
    const count = async (token: string) => (await api(token, 'GET', '/notification/unreadCount')).json().data.count as number;
    const unread = await count(seller.token);
    expect(unread).toBeGreaterThan(0);

    const listed = (await api(seller.token, 'POST', '/notification/list', { current: 1, size: 10, unread: true })).json().data;
    expect(listed.total).toBe(unread);
    const newest = listed.records[0];
    expect(newest).toMatchObject({ bizType: 'order', bizId: order.id, link: `/order/${order.id}`, readAt: null });
    expect(newest.title).toContain('待您核对后生成合同');
    const english = await t.app.inject({
      method: 'POST',
      url: '/api/notification/list',
      headers: { authorization: `Bearer ${seller.token}`, 'accept-language': 'en' },
      payload: { current: 1, size: 10 },
    });
    expect(english.json().data.records[0].title).toContain('generate the contract');

    // The buyer cannot mark the seller's notification read.
    expect((await api(buyer.token, 'POST', '/notification/read', { ids: [newest.id] })).json().data.updated).toBe(0);
    expect((await api(seller.token, 'POST', '/notification/read', { ids: [newest.id] })).json().data.updated).toBe(1);
    expect(await count(seller.token)).toBe(unread - 1);
    expect((await api(seller.token, 'POST', '/notification/read', {})).json().data.updated).toBe(unread - 1);
    expect(await count(seller.token)).toBe(0);
  });

  it('needs a login and refuses bad input', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/notification/unreadCount' })).statusCode).toBe(401);
    const token = await tokenFor(t, buyer.user.id);
    expect((await api(token, 'POST', '/notification/read', { ids: ['x'] })).statusCode).toBe(400);
    expect((await api(token, 'POST', '/notification/list', { current: 1, size: 7 })).statusCode).toBe(400);
    expect((await api(token, 'POST', '/notification/read', { ids: [1], extra: 1 })).statusCode).toBe(400);
  });
});
