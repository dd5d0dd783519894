import {
  type BidBody,
  extendedClose,
  fromScaled,
  isBetterPrice,
  PRICE_PLACES,
  priceRefusal,
  QUANTITY_PLACES,
  quantityRefusal,
  toScaled,
} from '@hgsc/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { Caller } from '../../platform/auth/caller.ts';
import type { Db } from '../../platform/db/client.ts';
import { readTogether } from '../../platform/db/read-together.ts';
import { forbidden, invalidField, notFound, wrongState } from '../../platform/http/app-error.ts';
import { mayRead } from './auction-view.ts';
import { bidHash } from './bid-chain.ts';
import { toBid } from './bid-view.ts';
import { AUCTION_BINDING, phaseOf } from './bindings.ts';
import { publishBid } from './live.ts';
import { isWhitelisted } from './sign-up.ts';
import { type AuctionRow, auctionBids, auctionSignUps, auctions, type BidRow } from './tables.ts';

/** The last bid on a line (the best of an open auction, since each bid there must beat the one before). */
const lastOnLine = (tx: Db, auctionId: number, lineNo: number, companyId?: number) =>
  tx
    .select({ price: auctionBids.price, companyId: auctionBids.companyId })
    .from(auctionBids)
    .where(
      and(
        eq(auctionBids.auctionId, auctionId),
        eq(auctionBids.lineNo, lineNo),
        companyId === undefined ? undefined : eq(auctionBids.companyId, companyId),
      ),
    )
    .orderBy(desc(auctionBids.seq))
    .limit(1);

/** Refuses a bidder who may not bid in this auction now: the owner, unqualified, off the white list; or out of time. */
async function checkBidder(tx: Db, auction: AuctionRow, companyId: number, now: Date) {
  if (auction.ownerCompanyId === companyId) throw forbidden('auction.bid.ownAuction');
  const [signUp] = await tx
    .select({ status: auctionSignUps.status })
    .from(auctionSignUps)
    .where(and(eq(auctionSignUps.auctionId, auction.id), eq(auctionSignUps.companyId, companyId)));
  if (signUp?.status !== 'qualified') throw forbidden('auction.bid.notQualified');
  if (auction.rules.whitelistOnly && !(await isWhitelisted(tx, auction.ownerCompanyId, companyId)))
    throw forbidden('auction.bid.notWhitelisted');
  const phase = phaseOf(auction, now);
  if (auction.status === 'awarded' || auction.status === 'failed' || (auction.status === 'published' && phase === 'closing'))
    throw wrongState('auction.bid.closed');
  if (auction.status !== 'published' || phase !== 'bidding') throw wrongState('auction.bid.notBidding');
}

/**
 * Refuses, before it queues for the auction's lock, a bid of an open auction that shows its best price whose price is
 * no better than a best already accepted: the best only improves, so such a bid could never be taken. Most bids of a
 * busy auction are outbid ones (their bidder had not yet heard the last best); they no longer wait behind the bids
 * that can win (bench/results/auction-busy.md). Everything else is judged under the lock.
 */
async function refuseOutbid(tx: Db, body: BidBody, companyId: number) {
  const [auction] = await tx
    .select({ status: auctions.status, rules: auctions.rules })
    .from(auctions)
    .where(eq(auctions.id, body.auctionId));
  if (auction?.status !== 'published' || auction.rules.visibility !== 'open' || !auction.rules.feedback.best) return;
  const [best] = await lastOnLine(tx, body.auctionId, body.lineNo);
  if (best && best.companyId !== companyId && !isBetterPrice(auction.rules.direction, body.price, best.price))
    throw invalidField('price', 'auction.bid.stepTooSmall');
}

/**
 * /csQuotedPrice/save: one bid, judged in one transaction under the auction's row lock, so that bids on one auction
 * are taken one at a time in the order they obtain it. The moment of receipt is the server's, read once the lock is
 * held: a bid that waited for the lock past the effective close is refused, and the close it reads is the one the
 * bid before may just have moved. The bid must come from a qualified bidder (white-listed where asked), be on the
 * step grid, better than the best (open) and the bidder's own last, and within the quantity limits. Accepted, it
 * takes the auction's next sequence, extends the bid log's hash chain, and moves the close when the rules say so.
 */
export async function placeBid(tx: Db, caller: Caller, body: BidBody) {
  const companyId = caller.company.companyId;
  await refuseOutbid(tx, body, companyId);
  const auction = await AUCTION_BINDING.lock(tx, body.auctionId);
  const now = new Date();
  if (!auction || !mayRead(auction, { companyId, operator: false })) throw notFound('auction.notFound');
  await checkBidder(tx, auction, companyId, now);
  const { rules } = auction;
  const line = rules.lines.find((l) => l.lineNo === body.lineNo);
  if (!line) throw invalidField('lineNo', 'auction.bid.lineNotFound');
  const quantityWrong = quantityRefusal(line, body.quantity);
  if (quantityWrong) throw invalidField('quantity', quantityWrong);

  const [[best], [own]] = await readTogether(tx, [
    () => (rules.visibility === 'open' ? lastOnLine(tx, auction.id, line.lineNo) : Promise.resolve([])),
    () => lastOnLine(tx, auction.id, line.lineNo, companyId),
  ]);
  const standing = { best: best?.price ?? null, ownLast: own?.price ?? null, ownIsBest: best?.companyId === companyId };
  const priceWrong = priceRefusal(rules, line, standing, body.price);
  if (priceWrong) throw invalidField('price', priceWrong);

  const moved = extendedClose(rules.extension, { at: auction.closeAt, extensions: auction.extensions }, now);
  const chained = {
    auctionId: auction.id,
    seq: auction.lastSeq + 1,
    lineNo: line.lineNo,
    companyId,
    price: fromScaled(toScaled(body.price, PRICE_PLACES), PRICE_PLACES),
    quantity: fromScaled(toScaled(body.quantity, QUANTITY_PLACES), QUANTITY_PLACES),
    receivedAt: now.toISOString(),
    prevHash: auction.lastHash,
  };
  const hash = bidHash(chained);
  const [bid] = await tx
    .insert(auctionBids)
    .values({ ...chained, receivedAt: now, userId: caller.userId, extended: moved !== null, hash })
    .returning();
  if (!bid) throw new Error('bid insert returned nothing');
  await tx
    .update(auctions)
    .set({ lastSeq: chained.seq, lastHash: hash, ...(moved ? { closeAt: moved.at, extensions: moved.extensions } : {}) })
    .where(eq(auctions.id, auction.id));
  const closeAt = moved?.at ?? auction.closeAt;
  const extensions = moved?.extensions ?? auction.extensions;
  await publishBid(tx, auction.id, {
    seq: chained.seq,
    lineNo: chained.lineNo,
    companyId,
    price: chained.price,
    closeAt: closeAt.toISOString(),
    extensions,
    receivedAt: chained.receivedAt,
  });
  return {
    bid: toBid(bid satisfies BidRow, { mine: true, standing: true, label: caller.company.companyName, companyId }),
    closeAt: closeAt.toISOString(),
    extensions,
    serverNow: now.toISOString(),
  };
}
