import {
  chinaDate,
  type Language,
  LISTING_TAB_STATUSES,
  LISTING_TABS,
  type Listing,
  type MarketQuery,
  type MyListingsQuery,
  type Page,
  type PageQuery,
  toPage,
} from '@hgsc/contracts';
import { and, asc, count, desc, eq, gt, gte, ilike, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { containsPattern } from '../../platform/db/like.ts';
import { pageWindow } from '../../platform/db/paging.ts';
import { receiptProducts } from '../warehouse/index.ts';
import { type ListingViewer, type ListingWithNames, listingsWithNames, toListings } from './listing-view.ts';
import { receiptListings } from './tables.ts';

/** The products a trader's words name: a name or grade containing them, or a CAS number typed with or without dashes. */
function productsNamed(db: Db, keyword: string) {
  const cas = keyword.replace(/[\s-]/g, '');
  return db
    .select({ id: receiptProducts.id })
    .from(receiptProducts)
    .where(
      or(
        ilike(receiptProducts.name, containsPattern(keyword)),
        ilike(receiptProducts.grade, containsPattern(keyword)),
        /^\d{5,10}$/.test(cas) ? eq(sql`replace(${receiptProducts.casNumber}, '-', '')`, cas) : undefined,
      ),
    );
}

async function pageOf(
  db: Db,
  query: PageQuery,
  where: SQL | undefined,
  order: SQL[],
  viewer: ListingViewer,
  lang: Language,
): Promise<Page<Listing>> {
  const { limit, offset } = pageWindow(query);
  const [rows, [counted]] = await Promise.all([
    listingsWithNames(db)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset) as Promise<ListingWithNames[]>,
    db.select({ n: count() }).from(receiptListings).where(where),
  ]);
  return toPage(await toListings(db, rows, viewer, lang), counted?.n ?? 0, query);
}

/** /sale/bss/myList: the company's own listings of a tab, newest first, by listing or receipt number or product. */
export function myListings(db: Db, companyId: number, query: MyListingsQuery, lang: Language): Promise<Page<Listing>> {
  const keyword = query.keyword;
  const where = and(
    eq(receiptListings.sellerCompanyId, companyId),
    inArray(receiptListings.status, [...LISTING_TAB_STATUSES[query.tab]]),
    keyword
      ? or(
          ilike(receiptListings.listingNo, containsPattern(keyword)),
          inArray(receiptListings.productId, productsNamed(db, keyword)),
        )
      : undefined,
  );
  return pageOf(db, query, where, [desc(receiptListings.createdAt), desc(receiptListings.id)], { companyId }, lang);
}

/** /sale/bss/tab/counts: how many listings each tab of the company holds. */
export async function listingTabCounts(db: Db, companyId: number): Promise<Record<(typeof LISTING_TABS)[number], number>> {
  const rows = await db
    .select({ status: receiptListings.status, n: count() })
    .from(receiptListings)
    .where(eq(receiptListings.sellerCompanyId, companyId))
    .groupBy(receiptListings.status);
  const of = (tab: (typeof LISTING_TABS)[number]) =>
    rows.filter((r) => LISTING_TAB_STATUSES[tab].includes(r.status)).reduce((sum, r) => sum + r.n, 0);
  return Object.fromEntries(LISTING_TABS.map((tab) => [tab, of(tab)])) as Record<(typeof LISTING_TABS)[number], number>;
}

const MARKET_ORDER: Record<MarketQuery['sort'], SQL[]> = {
  newest: [desc(receiptListings.createdAt), desc(receiptListings.id)],
  priceAsc: [asc(receiptListings.unitPrice), desc(receiptListings.id)],
  priceDesc: [desc(receiptListings.unitPrice), desc(receiptListings.id)],
};

/**
 * /sale/bss/receiptList: the public market — listings offered today with something left to apply for, by the
 * trader's words (product name, grade or CAS), product, warehouse, city, price range and delivery.
 */
export function marketListings(db: Db, query: MarketQuery, viewer: ListingViewer, lang: Language): Promise<Page<Listing>> {
  const where = and(
    eq(receiptListings.status, 'listed'),
    gt(receiptListings.availableQty, '0'),
    gte(receiptListings.validUntil, chinaDate()),
    query.keyword ? inArray(receiptListings.productId, productsNamed(db, query.keyword)) : undefined,
    query.productId ? eq(receiptListings.productId, query.productId) : undefined,
    query.warehouseId ? eq(receiptListings.warehouseId, query.warehouseId) : undefined,
    query.cityCode ? eq(receiptListings.cityCode, query.cityCode) : undefined,
    query.priceMin ? gte(receiptListings.unitPrice, query.priceMin) : undefined,
    query.priceMax ? lte(receiptListings.unitPrice, query.priceMax) : undefined,
    query.deliveryMode ? eq(receiptListings.deliveryMode, query.deliveryMode) : undefined,
  );
  return pageOf(db, query, where, MARKET_ORDER[query.sort], viewer, lang);
}
