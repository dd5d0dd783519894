import { type AwardVerify, awardOf, type Language } from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { notFound, wrongState } from '../../platform/http/app-error.ts';
import { canonicalJson } from '../../platform/security/hashing.ts';
import { type AuctionViewer, awardView, mayRead } from './auction-view.ts';
import { chainIntact } from './bid-chain.ts';
import { awardDigestOf, awardInputs } from './close-auction.ts';
import { auctions } from './tables.ts';

/**
 * /auctionTrust/award/verify: anybody who may read a closed auction recomputes its award from the rules as published
 * and the bid log, and checks the log's hash chain: the stored award matches when the chain is intact, the inputs'
 * digest is the stored one and the award is the same.
 */
export async function verifyAward(db: Db, id: number, viewer: AuctionViewer, lang: Language): Promise<AwardVerify> {
  const [row] = await db.select().from(auctions).where(eq(auctions.id, id));
  if (!row || !mayRead(row, viewer)) throw notFound('auction.notFound');
  if (!row.award || !row.awardDigest) throw wrongState('auction.notClosed');
  const inputs = await awardInputs(db, id);
  const bids = inputs.map((b) => b.bid);
  const intact = chainIntact(
    inputs.map(({ row: bid }) => ({
      auctionId: bid.auctionId,
      seq: bid.seq,
      lineNo: bid.lineNo,
      companyId: bid.companyId,
      price: bid.price,
      quantity: bid.quantity,
      receivedAt: bid.receivedAt.toISOString(),
      prevHash: bid.prevHash,
      hash: bid.hash,
    })),
  );
  const recomputed = awardOf(row.rules, bids);
  const digest = awardDigestOf(row.rules, bids);
  const view = await awardView(db, { ...row, award: recomputed, awardDigest: digest }, lang);
  if (!view) throw new Error(`auction ${id} has an award without its time`);
  return {
    matches: intact && digest === row.awardDigest && canonicalJson(recomputed) === canonicalJson(row.award),
    chainIntact: intact,
    storedDigest: row.awardDigest,
    recomputedDigest: digest,
    bids: bids.length,
    award: view,
  };
}
