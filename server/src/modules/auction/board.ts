import {
  type AuctionLine,
  type AuctionRules,
  type Board,
  fromScaled,
  isBetterPrice,
  type Language,
  type MessageKey,
  PRICE_PLACES,
  stepRange,
  toScaled,
  translate,
} from '@hgsc/contracts';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { type AuctionViewer, mayRead } from './auction-view.ts';
import { phaseOf } from './bindings.ts';
import { isWhitelisted } from './sign-up.ts';
import { type AuctionRow, auctionBids, auctionSignUps, auctions } from './tables.ts';

interface StandingBid {
  lineNo: number;
  companyId: number;
  price: string;
  quantity: string;
  seq: number;
}

/** Each company's last bid on each line, with how many bids each line took. */
async function standingOf(db: Db, auctionId: number) {
  const [standing, counts] = await Promise.all([
    db
      .selectDistinctOn([auctionBids.lineNo, auctionBids.companyId], {
        lineNo: auctionBids.lineNo,
        companyId: auctionBids.companyId,
        price: auctionBids.price,
        quantity: auctionBids.quantity,
        seq: auctionBids.seq,
      })
      .from(auctionBids)
      .where(eq(auctionBids.auctionId, auctionId))
      .orderBy(auctionBids.lineNo, auctionBids.companyId, desc(auctionBids.seq)),
    db
      .select({ lineNo: auctionBids.lineNo, n: count() })
      .from(auctionBids)
      .where(eq(auctionBids.auctionId, auctionId))
      .groupBy(auctionBids.lineNo),
  ]);
  return { standing, counts: new Map(counts.map((c) => [c.lineNo, c.n])) };
}

/** The standing bids of a line, best first (price, then the earlier). */
const ranked = (rules: AuctionRules, bids: readonly StandingBid[]) =>
  [...bids].sort((a, b) =>
    isBetterPrice(rules.direction, a.price, b.price) ? -1 : isBetterPrice(rules.direction, b.price, a.price) ? 1 : a.seq - b.seq,
  );

/** The least and most the next bid of a company may be, as far as the reader may know the best. */
function nextRange(rules: AuctionRules, line: AuctionLine, best: string | null, own: string | null) {
  const sign = rules.direction === 'sell' ? 1n : -1n;
  const print = (fen: bigint) => fromScaled(fen, PRICE_PLACES);
  const improving = rules.visibility === 'open' ? best : own;
  if (improving === null) return { nextMin: line.startPrice, nextMax: null };
  const reference = toScaled(improving, PRICE_PLACES);
  const range = stepRange(rules.step, reference);
  const least = reference + sign * (rules.visibility === 'open' ? range.min : rules.step.type === 'percent' ? 1n : range.min);
  const most = rules.visibility === 'open' && range.max !== null ? reference + sign * range.max : null;
  return { nextMin: print(least), nextMax: most === null ? null : print(most) };
}

/** Why the reader may not bid now, or null. */
async function cannotBid(db: Db, auction: AuctionRow, viewer: AuctionViewer, now: Date): Promise<MessageKey | null> {
  if (viewer.companyId === null) return 'auction.board.notSignedUp';
  if (auction.ownerCompanyId === viewer.companyId) return 'auction.bid.ownAuction';
  const phase = phaseOf(auction, now);
  if (auction.status !== 'published' || phase === 'closing') return 'auction.bid.closed';
  const [signUp] = await db
    .select({ status: auctionSignUps.status })
    .from(auctionSignUps)
    .where(and(eq(auctionSignUps.auctionId, auction.id), eq(auctionSignUps.companyId, viewer.companyId)));
  if (!signUp) return 'auction.board.notSignedUp';
  if (signUp.status !== 'qualified') return 'auction.bid.notQualified';
  if (auction.rules.whitelistOnly && !(await isWhitelisted(db, auction.ownerCompanyId, viewer.companyId)))
    return 'auction.bid.notWhitelisted';
  if (phase !== 'bidding') return 'auction.bid.notBidding';
  return null;
}

/**
 * /auctionTrust/board: where the bidding stands, as the reader may see it. The owner and the operator see every line's
 * best, count and bidders; a bidder what the rules' feedback shows (nothing of others while sealed), its own rank
 * and bid, and the least and most its next bid may be; the server's clock and the sequence a live stream resumes
 * after.
 */
export async function readBoard(db: Db, id: number, viewer: AuctionViewer, lang: Language): Promise<Board> {
  const [auction] = await db.select().from(auctions).where(eq(auctions.id, id));
  if (!auction || !mayRead(auction, viewer)) throw notFound('auction.notFound');
  const now = new Date();
  const { rules } = auction;
  const insider = viewer.operator || auction.ownerCompanyId === viewer.companyId;
  const ended = auction.status === 'awarded' || auction.status === 'failed';
  const open = rules.visibility === 'open';
  const [{ standing, counts }, refusal] = await Promise.all([standingOf(db, auction.id), cannotBid(db, auction, viewer, now)]);
  const lines = rules.lines.map((line) => {
    const order = ranked(
      rules,
      standing.filter((s) => s.lineNo === line.lineNo),
    );
    const mineAt = order.findIndex((s) => s.companyId === viewer.companyId);
    const mine = mineAt >= 0 ? order[mineAt] : undefined;
    const bestKnown = insider || ended || (open && rules.feedback.best);
    const best = order[0]?.price ?? null;
    const range = nextRange(rules, line, open && bestKnown ? best : null, mine?.price ?? null);
    return {
      lineNo: line.lineNo,
      best: bestKnown ? best : null,
      bidCount: insider || ended || (open && rules.feedback.count) ? (counts.get(line.lineNo) ?? 0) : null,
      bidderCount: insider || ended || (open && rules.feedback.count) ? order.length : null,
      myRank: mine && (insider || ended || (open && rules.feedback.rank)) ? mineAt + 1 : null,
      myPrice: mine?.price ?? null,
      myQuantity: mine?.quantity ?? null,
      nextMin: open && !bestKnown && best !== null ? null : range.nextMin,
      nextMax: range.nextMax,
    };
  });
  return {
    auctionId: auction.id,
    status: auction.status,
    phase: auction.status === 'published' ? phaseOf(auction, now) : null,
    closeAt: auction.closeAt.toISOString(),
    extensions: auction.extensions,
    serverNow: now.toISOString(),
    lastSeq: auction.lastSeq,
    lines,
    canBid: refusal === null,
    cannotBidReason: refusal === null ? null : translate(refusal, lang),
  };
}
