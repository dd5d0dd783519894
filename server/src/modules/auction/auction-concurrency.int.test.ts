import { type AuctionRules, awardOf, extendedClose, priceRefusal, toScaled } from '@hgsc/contracts';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startApiProcesses } from '../../../test/api-processes.ts';
import { createCompany, createTestApp, createUser, type TestApp, tokenFor } from '../../../test/harness.ts';
import { users } from '../user/index.ts';
import { followEvents, type StreamEvent } from './event-stream.ts';
import { auctionBids, auctionSignUps, auctions } from './tables.ts';
import { createOperatorToken, createTrader, movePhase, publishAuction, type Trader } from './test-kit.ts';

const BIDDERS = 300;
const FOLLOWERS = 40;
const STEP = 5;

/**
 * The proof of exact bidding, on PostgreSQL across two API processes: 300 qualified companies bid on one
 * open forward auction in its last minute, each bid sent to either process, the best they know coming from the live
 * stream as a browser's would. A late bid moves the close by the rule (twice, at most), and bidding goes on past the
 * effective close. Then: no bid accepted at or after the close; every accepted bid on the grid and better than the
 * best before it; the extensions exactly those the rule gives for the bids in their order; the award equal to its
 * recomputation from the log; and each of 40 followers, split between the processes, told of every bid in order.
 */
describe.skipIf(!inject('pgTemplateUrl'))('300 bidders in the last minute of one auction across two API processes', () => {
  let t: TestApp;
  let owner: Trader;
  let processes: Awaited<ReturnType<typeof startApiProcesses>>;
  let auctionId: number;
  const tokens: string[] = [];
  const bidderUserIds: number[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    owner = await createTrader(t, '并发竞价委托方');
    const operator = await createOperatorToken(t);
    const auction = await publishAuction(t, owner, operator, {
      deposit: { type: 'none', value: null },
      extension: { windowMinutes: 1, lengthMinutes: 1, maxCount: 2, mode: 'fromClose' },
      lines: [
        {
          lineNo: 1,
          productName: '硫磺',
          spec: null,
          unit: '吨',
          quantity: '1000',
          minQty: '10',
          maxQty: '100',
          lotUnit: '10',
          startPrice: '1000',
          reservePrice: null,
        },
      ],
    });
    auctionId = auction.id;
    // Qualified bidders, as the sign-up steps leave them (those steps are proven one by one in auction.int.test).
    for (let i = 0; i < BIDDERS; i++) {
      const user = await createUser(t, { name: `竞价员${i}` });
      const company = await createCompany(t, user.id, { name: `并发竞买化工${i}` });
      await t.ctx.db.insert(auctionSignUps).values({
        auctionId,
        companyId: company.id,
        userId: user.id,
        contactName: '张三',
        contactMobile: '13900002222',
        status: 'qualified',
        deposit: 'none',
        qualifiedAt: new Date(),
      });
      tokens.push(await tokenFor(t, user.id));
      bidderUserIds.push(user.id);
    }
    // The API processes seed the user agreement and the privacy policy: the bidders have accepted them.
    await t.ctx.db
      .update(users)
      .set({ acceptedUserAgreementVersion: 1, acceptedPrivacyVersion: 1 })
      .where(inArray(users.id, bidderUserIds));
    processes = await startApiProcesses(t.databaseUrl as string, 2);
  }, 300_000);
  afterAll(async () => {
    await processes?.stop();
    await t?.close();
  });

  it('accepts only exact bids before the effective close, extends it by the rule, awards as the log says, and tells every follower', async () => {
    const followers: StreamEvent[][] = [];
    const stops: (() => void)[] = [];
    let best: number | null = null;
    for (let i = 0; i < FOLLOWERS; i++) {
      const heard: StreamEvent[] = [];
      followers.push(heard);
      stops.push(
        await followEvents(`${processes.addresses[i % 2]}/api/auctionTrust/events?id=${auctionId}&after=0`, {}, (event) => {
          heard.push(event);
          if (event.event === 'bid' && typeof event.data.price === 'string') best = Math.max(best ?? 0, Number(event.data.price));
        }),
      );
    }
    await new Promise((r) => setTimeout(r, 500));

    // Bidding opens with 20 s to its scheduled close: every bid falls inside the rule's last minute.
    await movePhase(t, auctionId, 'bidding', 20_000);
    const statuses = new Map<number, number>();
    const bidUntil = async (stopAt: number, offset: number) =>
      Promise.all(
        tokens.map(async (token, i) => {
          while (Date.now() < stopAt) {
            const price = best === null ? 1000 : best + STEP * (1 + Math.floor(Math.random() * 3));
            const res = await fetch(`${processes.addresses[(i + offset) % 2]}/api/csQuotedPrice/save`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
              body: JSON.stringify({ auctionId, lineNo: 1, price: String(price), quantity: '10' }),
            });
            await res.arrayBuffer();
            statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
            await new Promise((r) => setTimeout(r, 20 + Math.random() * 80));
          }
        }),
      );
    // 25 s of bidding: the first bid moves the close by a minute; once that minute's last minute comes, so does the next.
    await bidUntil(Date.now() + 25_000, 0);
    const [extended] = await t.ctx.db.select().from(auctions).where(eq(auctions.id, auctionId));
    if (!extended) throw new Error('the auction vanished');
    expect(extended.extensions).toBe(2);
    // The calendar moves on to the effective close (waiting for it would take two minutes); bidding goes on past it.
    const closeAt = new Date(Date.now() + 3_000);
    await t.ctx.db.update(auctions).set({ closeAt }).where(eq(auctions.id, auctionId));
    await bidUntil(closeAt.getTime() + 3_000, 1);
    expect([...statuses.keys()].filter((s) => ![200, 400, 409].includes(s))).toEqual([]);
    expect(statuses.get(200) ?? 0).toBeGreaterThan(20);
    expect(statuses.get(409) ?? 0).toBeGreaterThan(0);

    const bids = await t.ctx.db
      .select()
      .from(auctionBids)
      .where(eq(auctionBids.auctionId, auctionId))
      .orderBy(asc(auctionBids.seq));
    // No bid at or after the effective close.
    expect(bids.every((b) => b.receivedAt.getTime() < closeAt.getTime())).toBe(true);
    // Each accepted bid was on the grid and beat the best before it by the step, judged again by the rules.
    const rules = extended.rules as AuctionRules;
    const [line] = rules.lines;
    if (!line) throw new Error('no lot');
    bids.forEach((bid, i) => {
      const before = bids[i - 1];
      const standing = { best: before?.price ?? null, ownLast: null, ownIsBest: before?.companyId === bid.companyId };
      expect(priceRefusal(rules, line, standing, bid.price)).toBeNull();
      if (before) expect(toScaled(bid.price, 2) > toScaled(before.price, 2)).toBe(true);
      expect(bid.seq).toBe(i + 1);
    });
    // The extensions are exactly the rule's for these bids in their order.
    let close = { at: extended.scheduledCloseAt, extensions: 0 };
    const extendedBy = bids.map((bid) => {
      const moved = extendedClose(rules.extension, close, bid.receivedAt);
      if (moved) close = moved;
      return moved !== null;
    });
    expect(bids.map((b) => b.extended)).toEqual(extendedBy);
    expect(close).toEqual({ at: extended.closeAt, extensions: 2 });

    // The platform closes it (either process's sweep); its award is the log's.
    let closed = extended;
    for (let i = 0; i < 60 && closed.status === 'published'; i++) {
      await new Promise((r) => setTimeout(r, 500));
      [closed = closed] = await t.ctx.db.select().from(auctions).where(eq(auctions.id, auctionId));
    }
    expect(closed.status).toBe('awarded');
    const recomputed = awardOf(
      rules,
      bids.map((b) => ({ ...b, receivedAt: b.receivedAt.toISOString() })),
    );
    expect(closed.award).toEqual(recomputed);
    const verify = await fetch(`${processes.addresses[1]}/api/auctionTrust/award/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: auctionId }),
    });
    const verified = (await verify.json()) as { data: unknown };
    expect(verified.data).toMatchObject({ matches: true, chainIntact: true, bids: bids.length });

    // Every follower heard every bid, once and in order, whichever process it followed, and the close.
    await new Promise((r) => setTimeout(r, 1000));
    for (const stop of stops) stop();
    const seqs = bids.map((b) => String(b.seq));
    for (const heard of followers) {
      expect(heard.filter((e) => e.event === 'bid').map((e) => e.id)).toEqual(seqs);
      expect(heard.some((e) => e.event === 'closed')).toBe(true);
    }
  }, 300_000);
});
