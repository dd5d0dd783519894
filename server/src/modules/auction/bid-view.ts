import { type Bid, type Language, type Page, type PageQuery, toPage, translate } from '@hgsc/contracts';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Caller } from '../../platform/auth/caller.ts';
import type { Db } from '../../platform/db/client.ts';
import { pageWindow } from '../../platform/db/paging.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { companies } from '../company/index.ts';
import { type AuctionViewer, mayRead } from './auction-view.ts';
import { type AuctionRow, auctionBids, auctionSignUps, auctions, type BidRow } from './tables.ts';

/** How a bid is shown: whose it is, as the reader may know it. */
export interface BidShown {
  mine: boolean;
  standing: boolean;
  label: string;
  companyId: number | null;
}

export const toBid = (row: BidRow, shown: BidShown): Bid => ({
  id: row.id,
  seq: row.seq,
  auctionId: row.auctionId,
  lineNo: row.lineNo,
  bidderLabel: shown.label,
  companyId: shown.companyId,
  price: row.price,
  quantity: row.quantity,
  receivedAt: row.receivedAt.toISOString(),
  mine: shown.mine,
  standing: shown.standing,
  extended: row.extended,
  prevHash: row.prevHash,
  hash: row.hash,
});

/** Whether the reader sees every bidder's name: the owner, the operator, and anybody once the auction has closed. */
export const namesShown = (auction: AuctionRow, viewer: AuctionViewer) =>
  viewer.operator || auction.ownerCompanyId === viewer.companyId || auction.status === 'awarded' || auction.status === 'failed';

/**
 * Whether the reader sees others' bids at all: as for names, and during an open auction that shows the best price.
 * A sealed auction, or one that hides the best price, shows a bidder only its own until the close.
 */
export const othersShown = (auction: AuctionRow, viewer: AuctionViewer) =>
  namesShown(auction, viewer) || (auction.rules.visibility === 'open' && auction.rules.feedback.best);

/** The aliases of an auction's bidders (竞价人 1, 2 …), by the order they signed up. */
async function aliasesOf(db: Db, auctionId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ companyId: auctionSignUps.companyId })
    .from(auctionSignUps)
    .where(eq(auctionSignUps.auctionId, auctionId))
    .orderBy(asc(auctionSignUps.id));
  return new Map(rows.map((r, i) => [r.companyId, i + 1]));
}

/** The last bid of each company on each line: the ones the award reads. */
export const standingBidIds = (db: Db, auctionId: number) =>
  db
    .selectDistinctOn([auctionBids.lineNo, auctionBids.companyId], { id: auctionBids.id })
    .from(auctionBids)
    .where(eq(auctionBids.auctionId, auctionId))
    .orderBy(auctionBids.lineNo, auctionBids.companyId, desc(auctionBids.seq));

/** /csQuotedPrice/list: an auction's bid log as the reader may see it, newest first. */
export async function listBids(
  db: Db,
  viewer: AuctionViewer,
  query: PageQuery & { auctionId: number; lineNo?: number },
  lang: Language,
): Promise<Page<Bid>> {
  const [auction] = await db.select().from(auctions).where(eq(auctions.id, query.auctionId));
  if (!auction || !mayRead(auction, viewer)) throw notFound('auction.notFound');
  const names = namesShown(auction, viewer);
  const own = viewer.companyId === null ? sql`false` : eq(auctionBids.companyId, viewer.companyId);
  const where: SQL | undefined = and(
    eq(auctionBids.auctionId, auction.id),
    query.lineNo === undefined ? undefined : eq(auctionBids.lineNo, query.lineNo),
    othersShown(auction, viewer) ? undefined : own,
  );
  const { limit, offset } = pageWindow(query);
  const [rows, [counted], aliases, standing] = await Promise.all([
    db
      .select({ row: auctionBids, companyName: companies.name })
      .from(auctionBids)
      .innerJoin(companies, eq(companies.id, auctionBids.companyId))
      .where(where)
      .orderBy(desc(auctionBids.seq))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(auctionBids).where(where),
    names ? Promise.resolve(new Map<number, number>()) : aliasesOf(db, auction.id),
    standingBidIds(db, auction.id),
  ]);
  const standingIds = new Set(standing.map((s) => s.id));
  const records = rows.map(({ row, companyName }) => {
    const mine = row.companyId === viewer.companyId;
    const label = names || mine ? companyName : translate('auction.bidderAlias', lang, { n: aliases.get(row.companyId) ?? 0 });
    return toBid(row, { mine, standing: standingIds.has(row.id), label, companyId: names || mine ? row.companyId : null });
  });
  return toPage(records, counted?.n ?? 0, query);
}

/** /csQuotedPrice/my/pageList: the company's bids across auctions, newest first. */
export async function myBids(db: Db, caller: Caller, query: PageQuery) {
  const companyId = caller.company.companyId;
  const { limit, offset } = pageWindow(query);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ row: auctionBids, auctionNo: auctions.auctionNo, auctionTitle: auctions.title, auctionStatus: auctions.status })
      .from(auctionBids)
      .innerJoin(auctions, eq(auctions.id, auctionBids.auctionId))
      .where(eq(auctionBids.companyId, companyId))
      .orderBy(desc(auctionBids.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(auctionBids).where(eq(auctionBids.companyId, companyId)),
  ]);
  const auctionIds = [...new Set(rows.map((r) => r.row.auctionId))];
  const standing = new Set(
    auctionIds.length
      ? (
          await db
            .selectDistinctOn([auctionBids.auctionId, auctionBids.lineNo], { id: auctionBids.id })
            .from(auctionBids)
            .where(and(eq(auctionBids.companyId, companyId), inArray(auctionBids.auctionId, auctionIds)))
            .orderBy(auctionBids.auctionId, auctionBids.lineNo, desc(auctionBids.seq))
        ).map((r) => r.id)
      : [],
  );
  const records = rows.map(({ row, ...auction }) => ({
    ...toBid(row, { mine: true, standing: standing.has(row.id), label: caller.company.companyName, companyId }),
    ...auction,
  }));
  return toPage(records, counted?.n ?? 0, query);
}
