import { BUYER_ORDER_TABS, chinaDayStart, ORDER_STATUS, type OrderView, SELLER_ORDER_TABS } from '@hgsc/contracts';
import { and, count, eq, gte, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../../../test/files.ts';
import { createTestApp, lastSmsCode, login, type TestApp } from '../../../test/harness.ts';
import { verifyEvidenceChain } from '../../modules/contract/evidence/verify-chain.ts';
import { orderSubject } from '../../modules/order/index.ts';
import { orders } from '../../modules/order/tables.ts';
import { smsCodes, smsOutbox } from '../../platform/sms/tables.ts';
import { DEMO_ACCOUNTS } from './accounts.ts';
import { DEMO_COMPANIES } from './companies.ts';
import { DEMO_ORDERS, seedDemoOrders } from './demo-orders.ts';
import { seedDemo } from './index.ts';

type Side = 'buyer' | 'seller';
const S = ORDER_STATUS;
/** Every status the two can bring an order to; 101 is the close job's, days after placement. */
const EVERY_STATUS = Object.values(S)
  .filter((s) => s !== S.CLOSED)
  .sort((a, b) => a - b);

/** The signatures the seed makes for a side: each with a code sent to its phone. */
const signaturesBy = (side: Side) =>
  DEMO_ORDERS.flatMap((o) => o.steps).filter((step) => step.do === 'sign' && step.by === side).length;

describe('demo orders', () => {
  let t: TestApp;
  const tokens = {} as Record<Side, string>;
  const account = (side: Side) => DEMO_ACCOUNTS.find((a) => a.userName === side) as (typeof DEMO_ACCOUNTS)[number];

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.ctx);
    for (const side of ['buyer', 'seller'] as const)
      tokens[side] = await login(t, account(side).userName, account(side).password);
    // The demo market, contracts signed and sealed: seconds, more on a loaded machine.
  }, 180_000);
  afterAll(() => t.close());

  const orderCall = (side: Side, path: string, payload: Record<string, unknown>) =>
    t.call({ method: 'POST', url: `/api/order/${path}`, token: tokens[side], payload });
  async function list(side: Side, tab: string) {
    const res = await orderCall(side, `${side}/${tab}`, { current: 1, size: 50 });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { total: number; records: OrderView[] };
  }
  const withStatus = async (status: number) => {
    const found = (await list('buyer', 'orderlist')).records.find((o) => o.status === status && !o.cancelRequest);
    if (!found) throw new Error(`no demo order at ${status}`);
    return found;
  };

  it('gives the demo buyer and seller orders in every status between them, and something in every list', async () => {
    for (const side of ['buyer', 'seller'] as const) {
      const all = await list(side, 'orderlist');
      expect([...new Set(all.records.map((o) => o.status))].sort((a, b) => a - b)).toEqual(EVERY_STATUS);
      for (const order of all.records) {
        expect(order).toMatchObject({ buyerCompanyName: DEMO_COMPANIES[0].name, sellerCompanyName: DEMO_COMPANIES[1].name });
      }
      for (const tab of side === 'buyer' ? BUYER_ORDER_TABS : SELLER_ORDER_TABS) {
        expect((await list(side, tab)).total, `${side} ${tab}`).toBeGreaterThan(0);
      }
    }
    // One cancellation waits for the seller's answer; the seller may confirm or refuse it.
    const waiting = (await list('seller', 'orderlist')).records.filter((o) => o.cancelRequest);
    expect(waiting.map((o) => [o.status, o.cancelRequest?.by])).toEqual([[S.NONE_SIGNED, 'buyer']]);
    expect(waiting[0]?.allowedActions).toEqual(expect.arrayContaining(['confirmCancel', 'refuseCancel']));
    // The rejection says why, on the order's timeline.
    const rejected = await withStatus(S.REJECTED);
    const detail = (await orderCall('buyer', 'detail', { id: rejected.id })).json().data;
    expect(detail.events.at(-1)).toMatchObject({ action: 'reject', party: 'seller', toStatus: S.REJECTED });
    expect(detail.events.at(-1).detail.reason).toBeTruthy();
    // The paid orders carry the buyer's transfer slip, which the seller may open.
    const paid = await withStatus(S.BUYER_PAID);
    expect(paid.paymentProofs).toHaveLength(1);
    const proof = await t.call({ method: 'GET', url: paid.paymentProofs[0]?.url ?? '', token: tokens.seller });
    expect(proof.statusCode).toBe(200);
    expect(proof.headers['content-type']).toBe('image/png');
    // The complete order was reviewed: the buyer's written reviews list it.
    const reviews = await t.call({
      method: 'POST',
      url: '/api/productAppraise/otherAppraisePage',
      token: tokens.buyer,
      payload: { current: 1, size: 10 },
    });
    expect(reviews.json().data.total).toBe(1);
  });

  it('seals the contracts it signed: the complete order’s PDF verifies as an original, its evidence trail intact', async () => {
    const complete = await withStatus(S.COMPLETE);
    expect(complete.contract?.status).toBe('signed');
    const pdf = await orderCall('buyer', 'contract/download', { id: complete.id });
    expect(pdf.statusCode).toBe(200);
    const body = multipart({ filename: 'contract.pdf', contentType: 'application/pdf', data: pdf.rawPayload });
    const verified = await t.call({ method: 'POST', url: '/api/contract/verify/file', ...body });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().data).toMatchObject({ original: true, orderNo: complete.orderNo });
    expect(
      verified
        .json()
        .data.signers.map((s: { party: string }) => s.party)
        .sort(),
    ).toEqual(['buyer', 'seller']);
    expect(await verifyEvidenceChain(t.ctx.db, orderSubject(complete.id))).toMatchObject({ intact: true });
  });

  it('signs with codes really sent, and leaves the demo accounts their whole daily SMS quota: the buyer signs at once', async () => {
    for (const side of ['buyer', 'seller'] as const) {
      const { mobile } = account(side);
      const [sent] = await t.ctx.db
        .select({ n: count() })
        .from(smsOutbox)
        .where(and(eq(smsOutbox.mobile, mobile), eq(smsOutbox.purpose, 'contractSign')));
      expect(sent?.n, side).toBe(signaturesBy(side));
      // What the daily cap counts (platform/sms/codes.ts): the codes sent to the phone since China's midnight.
      const [today] = await t.ctx.db
        .select({ n: count() })
        .from(smsCodes)
        .where(and(eq(smsCodes.mobile, mobile), gte(smsCodes.sentAt, chinaDayStart(new Date()))));
      expect(today?.n, side).toBe(0);
    }
    const [spent] = await t.ctx.db.select({ n: count() }).from(smsCodes).where(like(smsCodes.purpose, 'contractSign:%'));
    expect(spent?.n).toBe(signaturesBy('buyer') + signaturesBy('seller'));

    const waiting = await withStatus(S.BUYER_TO_SIGN);
    const sent = await orderCall('buyer', 'send/sms/sign/code', { id: waiting.id });
    expect(sent.statusCode, sent.body).toBe(200);
    const signed = await orderCall('buyer', 'sign/contract', {
      id: waiting.id,
      code: await lastSmsCode(t, account('buyer').mobile),
    });
    expect(signed.statusCode, signed.body).toBe(200);
    expect((await orderCall('buyer', 'detail', { id: waiting.id })).json().data.status).toBe(S.CONTRACT_COMPLETE);
  });

  it('adds nothing when the demo seller has orders already', async () => {
    const [before] = await t.ctx.db.select({ n: count() }).from(orders);
    expect(await seedDemoOrders(t.ctx)).toBe(0);
    const [after] = await t.ctx.db.select({ n: count() }).from(orders);
    expect(after?.n).toBe(before?.n);
  });
});
