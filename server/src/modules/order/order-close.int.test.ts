import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { enqueueJob, runDueJobs } from '../../platform/jobs/queue.ts';
import { jobs } from '../../platform/jobs/tables.ts';
import { NOTIFY_JOB_HANDLERS, NOTIFY_SMS_JOB } from '../../platform/notify/deliver.ts';
import { NOTIFY_JOB } from '../../platform/notify/notifiers.ts';
import { products } from '../product/tables.ts';
import { CLOSE_EXPIRED_JOB } from './close-expired.ts';
import { ORDER_JOB_HANDLERS } from './jobs.ts';
import { orders } from './tables.ts';
import { type Buyer, createBuyer, createSellerWithProduct, orderCall, orderRow, placeDirect, type Seller } from './test-kit.ts';

const HOUR = 3600 * 1000;

describe('orders waiting too long close (durable job)', () => {
  let t: TestApp;
  let buyer: Buyer;
  let seller: Seller & { product: { id: number } };

  beforeAll(async () => {
    t = await createTestApp({ ORDER_CONTRACT_TIMEOUT_HOURS: 72, ORDER_PAYMENT_TIMEOUT_HOURS: 168 });
    buyer = await createBuyer(t);
    seller = await createSellerWithProduct(t, { stock: '20.0000' });
  }, 60_000);
  afterAll(async () => t?.close());

  const age = (id: number, createdHoursAgo: number, status: number, statusHoursAgo = createdHoursAgo) =>
    t.ctx.db
      .update(orders)
      .set({
        status,
        createdAt: new Date(Date.now() - createdHoursAgo * HOUR),
        statusChangedAt: new Date(Date.now() - statusHoursAgo * HOUR),
      })
      .where(eq(orders.id, id));

  it('closes unsigned (72 h) and unpaid (168 h) orders as the system, gives the stock back, leaves the rest', async () => {
    const unsigned = await placeDirect(t, buyer, seller.product.id, '1');
    const unpaid = await placeDirect(t, buyer, seller.product.id, '2');
    const young = await placeDirect(t, buyer, seller.product.id, '3');
    const paid = await placeDirect(t, buyer, seller.product.id, '4');
    await age(unsigned.id, 73, 38);
    // Placed long ago, but its contract was completed only 100 h ago: the payment limit counts from there.
    await age(unpaid.id, 400, 40, 169);
    await age(young.id, 400, 40, 100);
    await age(paid.id, 400, 60, 300);

    expect(await enqueueJob(t.ctx, { kind: CLOSE_EXPIRED_JOB, singletonKey: CLOSE_EXPIRED_JOB })).toBe(true);
    // One pending run of a recurring job at a time, whatever the number of processes.
    expect(await enqueueJob(t.ctx, { kind: CLOSE_EXPIRED_JOB, singletonKey: CLOSE_EXPIRED_JOB })).toBe(false);
    // The orders' steps queued their notifications too: the worker runs every kind.
    const ran = (await runDueJobs(t.ctx, { ...ORDER_JOB_HANDLERS, ...NOTIFY_JOB_HANDLERS }, { limit: 100 })).filter(
      (job) => job.kind === CLOSE_EXPIRED_JOB,
    );
    expect(ran).toHaveLength(1);
    const [job] = await t.ctx.db
      .select()
      .from(jobs)
      .where(eq(jobs.id, ran[0]?.id ?? 0));
    expect(job).toMatchObject({ attempts: 1, lastError: null, result: { closed: 2 } });
    expect(job?.doneAt).not.toBeNull();

    expect((await orderRow(t, unsigned.id)).status).toBe(101);
    expect((await orderRow(t, unpaid.id)).status).toBe(101);
    expect((await orderRow(t, young.id)).status).toBe(40);
    expect((await orderRow(t, paid.id)).status).toBe(60);
    const [product] = await t.ctx.db.select({ stock: products.stock }).from(products).where(eq(products.id, seller.product.id));
    expect(product?.stock).toBe('13.0000');
    const detail = (await orderCall(t, buyer.token, 'detail', { id: unsigned.id })).json().data;
    expect(detail.events.at(-1)).toMatchObject({ action: 'close', party: 'system', fromStatus: 38, toStatus: 101 });
    // Nothing of its own is left to run: only the closes' notifications, and their SMS when the run falls outside
    // the default quiet hours (08:00–22:00 China time).
    const after = await runDueJobs(t.ctx, { ...ORDER_JOB_HANDLERS, ...NOTIFY_JOB_HANDLERS }, { limit: 100 });
    expect(after.map((job) => job.kind).filter((kind) => kind !== NOTIFY_JOB && kind !== NOTIFY_SMS_JOB)).toEqual([]);
    expect(after.map((job) => job.kind)).toContain(NOTIFY_JOB);
  });

  it('records a failing job’s error and retries it later', async () => {
    await enqueueJob(t.ctx, { kind: 'unknown.kind', maxAttempts: 2 });
    const [failed] = (await runDueJobs(t.ctx, ORDER_JOB_HANDLERS, { limit: 100 })).filter((job) => job.kind === 'unknown.kind');
    const [row] = await t.ctx.db
      .select()
      .from(jobs)
      .where(eq(jobs.id, failed?.id ?? 0));
    expect(row?.lastError).toContain('no handler');
    expect(row?.doneAt).toBeNull();
    expect(row?.runAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('ships several orders at once, each answered on its own; updateOrFinish by party', async () => {
    const a = await placeDirect(t, buyer, seller.product.id, '1');
    const b = await placeDirect(t, buyer, seller.product.id, '1');
    await t.ctx.db
      .update(orders)
      .set({ status: 61, paidAmount: a.totalAmount, confirmedAmount: a.totalAmount })
      .where(eq(orders.id, a.id));
    const res = await orderCall(t, seller.token, 'delivers', {
      orders: [
        { id: a.id, deliveryNo: 'YT001', carrier: '圆通' },
        { id: b.id, deliveryNo: 'YT002', carrier: '圆通' },
      ],
    });
    expect(res.json().data.results.map((r: { ok: boolean }) => r.ok)).toEqual([true, false]);
    expect(res.json().data.results[1].msg).toContain('待卖家生成合同');
    const corrected = await orderCall(t, seller.token, 'updateOrFinish', { id: a.id, deliveryNo: 'YT003' });
    expect(corrected.json().data).toMatchObject({ status: 70, deliveryNo: 'YT003', carrier: '圆通' });
    const finished = await orderCall(t, buyer.token, 'updateOrFinish', { id: a.id, remark: '完好' });
    expect(finished.json().data.status).toBe(80);
  });
});
