import { eq } from 'drizzle-orm';
import { registerLogReadRule } from '../../platform/flow/readers.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { auctionDeals, auctionSignUps, auctions } from './tables.ts';

/** An auction's log is its owner's (the operator's too); a sign-up's its bidder's and the auction's owner's. */
registerLogReadRule('auction', async (db, reader, id) => {
  if (reader.operator) return;
  const [row] = await db.select({ owner: auctions.ownerCompanyId }).from(auctions).where(eq(auctions.id, id));
  if (!row || row.owner !== reader.company?.companyId) throw notFound('auction.notFound');
});

registerLogReadRule('auctionSignUp', async (db, reader, id) => {
  if (reader.operator) return;
  const [row] = await db
    .select({ bidder: auctionSignUps.companyId, owner: auctions.ownerCompanyId })
    .from(auctionSignUps)
    .innerJoin(auctions, eq(auctions.id, auctionSignUps.auctionId))
    .where(eq(auctionSignUps.id, id));
  const companyId = reader.company?.companyId;
  if (!row || (row.bidder !== companyId && row.owner !== companyId)) throw notFound('auction.signUp.notFound');
});

registerLogReadRule('auctionDeal', async (db, reader, id) => {
  if (reader.operator) return;
  const [row] = await db
    .select({ owner: auctionDeals.ownerCompanyId, winner: auctionDeals.winnerCompanyId })
    .from(auctionDeals)
    .where(eq(auctionDeals.id, id));
  const companyId = reader.company?.companyId;
  if (!row || (row.owner !== companyId && row.winner !== companyId)) throw notFound('auction.deal.notFound');
});
