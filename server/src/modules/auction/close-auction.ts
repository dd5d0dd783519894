import { type AuctionRules, type AwardBid, awardOf } from '@hgsc/contracts';
import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { takeStep } from '../../platform/flow/engine.ts';
import type { JobHandler } from '../../platform/jobs/queue.ts';
import { canonicalJson, sha256Hex } from '../../platform/security/hashing.ts';
import { releaseDeposits } from './auction-steps.ts';
import { AUCTION_BINDING, phaseOf } from './bindings.ts';
import { makeDeals } from './deals.ts';
import { publishClosed } from './live.ts';
import { auctionBids, auctions } from './tables.ts';

/** The bid log as the award reads it, in sequence. */
export async function awardInputs(db: Db, auctionId: number) {
  const rows = await db.select().from(auctionBids).where(eq(auctionBids.auctionId, auctionId)).orderBy(asc(auctionBids.seq));
  return rows.map((row) => ({
    bid: {
      id: row.id,
      seq: row.seq,
      lineNo: row.lineNo,
      companyId: row.companyId,
      price: row.price,
      quantity: row.quantity,
      receivedAt: row.receivedAt.toISOString(),
    } satisfies AwardBid,
    row,
  }));
}

/** SHA-256 of what an award is computed from: the rules as published and every accepted bid. */
export const awardDigestOf = (rules: AuctionRules, bids: readonly AwardBid[]) => sha256Hex(canonicalJson({ rules, bids }));

/**
 * Closes an auction whose effective close has passed, under its lock (a late bid that moved the close first keeps
 * it open): the award computed from the rules and the log, stored with the digest of its inputs; awarded, or failed
 * (流拍). Every deposit but the winners' goes back. Answers whether it closed it.
 */
export async function closeAuction(tx: Db, id: number): Promise<boolean> {
  const row = await AUCTION_BINDING.lock(tx, id);
  if (row?.status !== 'published' || phaseOf(row) !== 'closing') return false;
  const bids = (await awardInputs(tx, id)).map((b) => b.bid);
  const award = awardOf(row.rules, bids);
  const digest = awardDigestOf(row.rules, bids);
  const now = new Date();
  await takeStep(tx, AUCTION_BINDING, {
    id,
    action: award.awarded ? 'award' : 'fail',
    actor: { party: 'system', userId: null, companyId: null },
    changes: { award, awardDigest: digest, awardedAt: now },
    detail: { digest, bids: bids.length },
  });
  await makeDeals(tx, row, award, now);
  await publishClosed(tx, id, row.lastSeq, award.awarded ? 'awarded' : 'failed');
  const winners = award.lines.flatMap((line) => line.winners.map((w) => w.companyId));
  await releaseDeposits(tx, id, award.awarded ? 'notWon' : 'failed', winners);
  return true;
}

export const CLOSE_AUCTIONS_JOB = 'auction.close';
const BATCH = 100;

/** The durable sweep closing the auctions past their effective close, a transaction each. */
export const closeAuctionsJob: JobHandler = async (ctx) => {
  let closed = 0;
  for (;;) {
    const due = await ctx.db
      .select({ id: auctions.id })
      .from(auctions)
      .where(and(eq(auctions.status, 'published'), lte(auctions.closeAt, new Date())))
      .orderBy(asc(auctions.closeAt))
      .limit(BATCH);
    for (const { id } of due) if (await ctx.db.transaction((tx) => closeAuction(tx, id))) closed += 1;
    if (due.length < BATCH) return { closed };
  }
};
