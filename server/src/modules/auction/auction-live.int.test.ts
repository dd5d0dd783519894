import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { followEvents, type StreamEvent } from './event-stream.ts';
import {
  auctionCall,
  auctionOk,
  createOperatorToken,
  createTrader,
  movePhase,
  publishAuction,
  qualify,
  type Trader,
} from './test-kit.ts';

let t: TestApp;
let address: string;
let owner: Trader;
let alpha: Trader;
let beta: Trader;
let operator: string;

const bid = async (who: Trader, auctionId: number, price: string) => {
  const res = await auctionCall(t, who.token, '/csQuotedPrice/save', { auctionId, lineNo: 1, price, quantity: '60' });
  if (res.statusCode !== 200) throw new Error(res.body);
};

/** Collects a stream's events; `until` waits for as many as asked. */
async function follow(auctionId: number, token: string | null, headers: Record<string, string> = {}, after?: number) {
  const events: StreamEvent[] = [];
  const query = after === undefined ? '' : `&after=${after}`;
  const close = await followEvents(
    `${address}/api/auctionTrust/events?id=${auctionId}${query}`,
    { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    (event) => events.push(event),
  );
  const until = async (count: number) => {
    for (let i = 0; i < 200 && events.length < count; i++) await new Promise((r) => setTimeout(r, 25));
    return events;
  };
  return { events, until, close };
}

/** Stream events become visible to a subscriber after the hub has subscribed: a moment to settle. */
const settle = () => new Promise((r) => setTimeout(r, 100));

beforeAll(async () => {
  t = await createTestApp();
  address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  owner = await createTrader(t, '实时竞价委托方');
  alpha = await createTrader(t, '实时竞价甲');
  beta = await createTrader(t, '实时竞价乙');
  operator = await createOperatorToken(t);
}, 60_000);
afterAll(async () => t?.close());

describe('the live board', () => {
  it('streams each accepted bid as it commits, shaped for each reader, and resumes after the last event seen', async () => {
    const auction = await publishAuction(t, owner, operator, { title: '实时竞价' });
    await movePhase(t, auction.id, 'signup');
    await qualify(t, owner, alpha, operator, auction.id);
    await qualify(t, owner, beta, operator, auction.id);
    await movePhase(t, auction.id, 'bidding');

    const asAlpha = await follow(auction.id, alpha.token);
    const asVisitor = await follow(auction.id, null);
    await settle();
    await bid(alpha, auction.id, '1000');
    await bid(beta, auction.id, '1050');
    // A refused bid commits nothing and is told to nobody.
    expect(
      (
        await auctionCall(t, beta.token, '/csQuotedPrice/save', {
          auctionId: auction.id,
          lineNo: 1,
          price: '1055',
          quantity: '60',
        })
      ).statusCode,
    ).toBe(400);
    const seen = await asAlpha.until(2);
    expect(seen.map((e) => [e.id, e.event, e.data.price, e.data.mine])).toEqual([
      ['1', 'bid', '1000.00', true],
      ['2', 'bid', '1050.00', false],
    ]);
    expect((await asVisitor.until(2)).map((e) => e.data.mine)).toEqual([false, false]);

    // A browser reconnecting with the last id it saw gets what it missed, then what follows.
    asAlpha.close();
    const resumed = await follow(auction.id, alpha.token, { 'last-event-id': '1' });
    await resumed.until(1);
    await bid(alpha, auction.id, '1100');
    expect((await resumed.until(2)).map((e) => e.id)).toEqual(['2', '3']);

    // The close is told to everybody following.
    await movePhase(t, auction.id, 'closing');
    const { AUCTION_JOB_HANDLERS } = await import('./jobs.ts');
    const { CLOSE_AUCTIONS_JOB } = await import('./close-auction.ts');
    await AUCTION_JOB_HANDLERS[CLOSE_AUCTIONS_JOB](t.ctx, {} as never);
    const final = await asVisitor.until(4);
    expect(final.at(-1)).toMatchObject({ event: 'closed', data: { status: 'awarded' } });
    resumed.close();
    asVisitor.close();
    // A browser gone is followed no more.
    for (let i = 0; i < 100 && t.ctx.live.followers(`auction:${auction.id}`) > 0; i++) await settle();
    expect(t.ctx.live.followers(`auction:${auction.id}`)).toBe(0);
  });

  it('keeps a sealed auction’s prices from other bidders, and refuses a draft’s stream', async () => {
    const auction = await publishAuction(t, owner, operator, {
      title: '密封实时',
      visibility: 'sealed',
      feedback: { rank: false, best: false, count: false },
      extension: null,
    });
    await movePhase(t, auction.id, 'signup');
    await qualify(t, owner, alpha, operator, auction.id);
    await qualify(t, owner, beta, operator, auction.id);
    await movePhase(t, auction.id, 'bidding');
    const asBeta = await follow(auction.id, beta.token, {}, 0);
    const asOwner = await follow(auction.id, owner.token, {}, 0);
    await settle();
    await bid(alpha, auction.id, '1200');
    expect((await asBeta.until(1)).map((e) => [e.data.price, e.data.mine])).toEqual([[null, false]]);
    expect((await asOwner.until(1)).map((e) => e.data.price)).toEqual(['1200.00']);
    asBeta.close();
    asOwner.close();

    const draft = await auctionOk(t, owner.token, '/auctionTrust/save', (await import('./test-kit.ts')).auctionBody());
    const res = await fetch(`${address}/api/auctionTrust/events?id=${draft.id}`, {
      headers: { authorization: `Bearer ${alpha.token}` },
    });
    expect(res.status).toBe(404);
  });
});
