import {
  AUCTION_OWNER_TAB_STATUSES,
  AUCTION_OWNER_TABS,
  type Auction,
  type AuctionHallQuery,
  type AuctionOwnerQuery,
  type AuctionOwnerTab,
  type AuctionStatus,
  type Language,
  type Page,
  type PageQuery,
} from '@hgsc/contracts';
import { and, asc, count, desc, eq, gt, ilike, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Caller } from '../../platform/auth/caller.ts';
import type { Db } from '../../platform/db/client.ts';
import { containsPattern } from '../../platform/db/like.ts';
import { readPage } from '../../platform/db/paging.ts';
import { type AuctionViewer, auctionsWithOwner, toAuction } from './auction-view.ts';
import { auctions } from './tables.ts';

/** An auction number, its title or a lot's product. */
const keywordOf = (keyword: string | undefined): SQL | undefined => {
  if (!keyword) return undefined;
  const pattern = containsPattern(keyword);
  return or(
    ilike(auctions.auctionNo, pattern),
    ilike(auctions.title, pattern),
    sql`${auctions.rules}->>'lines' ilike ${pattern}`,
  );
};

function pageOf(db: Db, query: PageQuery, where: SQL | undefined, order: SQL[], viewer: AuctionViewer, lang: Language) {
  const now = new Date();
  return readPage(
    query,
    auctionsWithOwner(db)
      .where(where)
      .orderBy(...order, desc(auctions.id)),
    db.select({ n: count() }).from(auctions).where(where),
    (found) => toAuction(found, viewer, lang, {}, now),
  );
}

/**
 * /auctionTrust/pageList: the hall. Upcoming: published, bidding not yet open (soonest first); live: bidding now or
 * past its close but not yet closed (closing soonest first); ended: awarded or failed (latest first).
 */
export function auctionHall(db: Db, viewer: AuctionViewer, query: AuctionHallQuery, lang: Language): Promise<Page<Auction>> {
  const now = new Date();
  const published = eq(auctions.status, 'published');
  const [tab, order] =
    query.tab === 'upcoming'
      ? [and(published, gt(auctions.openAt, now)), [asc(auctions.openAt)]]
      : query.tab === 'live'
        ? [and(published, lte(auctions.openAt, now)), [asc(auctions.closeAt)]]
        : [inArray(auctions.status, ['awarded', 'failed']), [desc(auctions.closeAt)]];
  const where = and(
    tab,
    query.companyId === undefined ? undefined : eq(auctions.ownerCompanyId, query.companyId),
    keywordOf(query.keyword),
  );
  return pageOf(db, query, where, order, viewer, lang);
}

/** /auctionTrust/my/pageList: the owner's auctions of a tab, the latest changed first. */
export function myAuctions(db: Db, caller: Caller, query: AuctionOwnerQuery, lang: Language): Promise<Page<Auction>> {
  const where = and(
    eq(auctions.ownerCompanyId, caller.company.companyId),
    inArray(auctions.status, [...AUCTION_OWNER_TAB_STATUSES[query.tab]]),
    keywordOf(query.keyword),
  );
  return pageOf(db, query, where, [desc(auctions.updatedAt)], { companyId: caller.company.companyId, operator: false }, lang);
}

/** /auctionTrust/my/counts. */
export async function countMyAuctions(db: Db, caller: Caller): Promise<Record<AuctionOwnerTab, number>> {
  const rows = await db
    .select({ status: auctions.status, n: count() })
    .from(auctions)
    .where(eq(auctions.ownerCompanyId, caller.company.companyId))
    .groupBy(auctions.status);
  const byStatus = new Map<AuctionStatus, number>(rows.map((r) => [r.status, r.n]));
  return Object.fromEntries(
    AUCTION_OWNER_TABS.map((tab) => [
      tab,
      AUCTION_OWNER_TAB_STATUSES[tab].reduce((sum, status) => sum + (byStatus.get(status) ?? 0), 0),
    ]),
  ) as Record<AuctionOwnerTab, number>;
}

/** /auctionTrust/audit/pageList: what waits for the operator (oldest submitted first), or everything reviewed. */
export function auctionsToReview(db: Db, query: PageQuery & { pending: boolean }, lang: Language) {
  return query.pending
    ? pageOf(db, query, eq(auctions.status, 'pending'), [asc(auctions.submittedAt)], { companyId: null, operator: true }, lang)
    : pageOf(
        db,
        query,
        inArray(auctions.status, ['published', 'awarded', 'failed', 'cancelled']),
        [desc(auctions.updatedAt)],
        { companyId: null, operator: true },
        lang,
      );
}
