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
  SEARCH_TOTAL_CAP,
  toPage,
} from '@hgsc/contracts';
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { containsPattern } from '../../platform/db/like.ts';
import { pageWindow, reachablePage } from '../../platform/db/paging.ts';
import { runShaped } from '../../platform/db/prepared.ts';
import { receiptProducts, warehouses } from '../warehouse/index.ts';
import { type ListingViewer, type ListingWithNames, listingNames, listingsWithNames, toListings } from './listing-view.ts';
import { offeredPredicate, receiptListings } from './tables.ts';

/** A trader's words as a CAS number typed with or without dashes ("67-56-1", "67561"): its digits, else null. */
function casDigitsOf(keyword: string): string | null {
  const cas = keyword.replace(/[\s-]/g, '');
  return /^\d{5,10}$/.test(cas) ? cas : null;
}

/**
 * The products a trader's words name: a name or grade containing them (`pattern`, an ILIKE pattern), or a CAS number
 * typed with or without dashes (`cas`, its digits; null when the words are no CAS number).
 */
function productsNamed(db: Db, words: { pattern: string | SQLWrapper; cas: string | SQLWrapper | null }) {
  return db
    .select({ id: receiptProducts.id })
    .from(receiptProducts)
    .where(
      or(
        ilike(receiptProducts.name, words.pattern),
        ilike(receiptProducts.grade, words.pattern),
        words.cas === null ? undefined : eq(sql`replace(${receiptProducts.casNumber}, '-', '')`, words.cas),
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
          inArray(receiptListings.productId, productsNamed(db, { pattern: containsPattern(keyword), cas: casDigitsOf(keyword) })),
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

/** A market query's filters as a shape (what its statements' text holds) and the values of their placeholders. */
function marketShape(query: MarketQuery) {
  const cas = query.keyword ? casDigitsOf(query.keyword) : null;
  const given = {
    keyword: query.keyword ? containsPattern(query.keyword) : undefined,
    cas: cas ?? undefined,
    productId: query.productId,
    warehouseId: query.warehouseId,
    cityCode: query.cityCode,
    priceMin: query.priceMin || undefined,
    priceMax: query.priceMax || undefined,
    deliveryMode: query.deliveryMode,
  };
  const values: Record<string, unknown> = { today: chinaDate() };
  for (const [name, value] of Object.entries(given)) if (value !== undefined) values[name] = value;
  const has = (name: keyof typeof given) => given[name] !== undefined;
  const at = (name: keyof typeof given) => sql.placeholder(name);
  const where = (db: Db) =>
    and(
      offeredPredicate(receiptListings),
      gte(receiptListings.validUntil, sql.placeholder('today')),
      has('keyword')
        ? inArray(receiptListings.productId, productsNamed(db, { pattern: at('keyword'), cas: has('cas') ? at('cas') : null }))
        : undefined,
      has('productId') ? eq(receiptListings.productId, at('productId')) : undefined,
      has('warehouseId') ? eq(receiptListings.warehouseId, at('warehouseId')) : undefined,
      has('cityCode') ? eq(receiptListings.cityCode, at('cityCode')) : undefined,
      has('priceMin') ? gte(receiptListings.unitPrice, at('priceMin')) : undefined,
      has('priceMax') ? lte(receiptListings.unitPrice, at('priceMax')) : undefined,
      has('deliveryMode') ? eq(receiptListings.deliveryMode, at('deliveryMode')) : undefined,
    );
  const filters = Object.keys(given).filter((name) => has(name as keyof typeof given));
  return { shape: filters.join(','), values, where, priced: has('priceMin') || has('priceMax') };
}

/**
 * What a market answer is kept under (routes.ts): every input of it — the query, its language, and the viewer, whose
 * own listings carry its steps — and the page as it is answered (one past the last reads the last).
 */
export const marketKey = (query: MarketQuery, viewer: ListingViewer, lang: Language) =>
  `market:${lang}:${viewer?.companyId ?? 0}:${JSON.stringify([
    query.keyword || null,
    query.productId ?? null,
    query.warehouseId ?? null,
    query.cityCode ?? null,
    query.priceMin || null,
    query.priceMax || null,
    query.deliveryMode ?? null,
    query.sort,
    reachablePage(query.current, query.size),
    query.size,
  ])}`;

/** One past the cap: counting that many says whether there are more. */
const MORE = sql.raw(String(SEARCH_TOTAL_CAP + 1));

/**
 * /sale/bss/receiptList: the public market — listings offered today with something left to apply for, by the
 * trader's words (product name, grade or CAS), product, warehouse, city, price range and delivery.
 *
 * Measured at 100,000 offers (bench/receipt-market.mjs): the page reads the partial indexes on what is offered
 * (tables.ts offeredPredicate, written here with the same literals), and carries its total, counted from the index
 * alone by a subquery PostgreSQL runs once — one statement, not two. The statement is built once per filter shape,
 * its values placeholders (platform/db/prepared.ts runShaped), and prepared: a shape has one good plan whatever its
 * values — except with a price range, whose best plan hangs on how wide it is (a narrow range walks the prices, a
 * wide one the newest offers), so it is planned per call. A page past the last counts apart. The total counts up to
 * SEARCH_TOTAL_CAP (`totalCapped` when there are more; platform/db/paging.ts): counting all 100,000 offers on every
 * page was what the market's requests spent most of their time on, and nobody pages that far.
 */
export async function marketListings(
  db: Db,
  query: MarketQuery,
  viewer: ListingViewer,
  lang: Language,
): Promise<Page<Listing> & { totalCapped?: true }> {
  const { shape, values, where, priced } = marketShape(query);
  const current = reachablePage(query.current, query.size);
  const { limit, offset } = pageWindow({ ...query, current });
  const rows = await runShaped(
    db,
    `market page ${query.sort}; ${shape}`,
    () =>
      // listing-view.ts listingsWithNames's, and the count.
      db
        .select({
          row: receiptListings,
          ...listingNames,
          total:
            sql<number>`(select count(*) from (select 1 from ${receiptListings} where ${where(db)} limit ${MORE}) as offered)`.mapWith(
              Number,
            ),
        })
        .from(receiptListings)
        .innerJoin(warehouses, eq(warehouses.id, receiptListings.warehouseId))
        .where(where(db))
        .orderBy(...MARKET_ORDER[query.sort])
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset')),
    { ...values, limit, offset },
    { prepared: !priced },
  );
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && offset > 0) {
    const [counted] = await runShaped(
      db,
      `market count; ${shape}`,
      () =>
        db.select({ n: count() }).from(
          db
            .select({ one: sql`1` })
            .from(receiptListings)
            .where(where(db))
            .limit(SEARCH_TOTAL_CAP + 1)
            .as('offered'),
        ),
      values,
      { prepared: true },
    );
    total = counted?.n ?? 0;
  }
  const listings: ListingWithNames[] = rows;
  const page = toPage(await toListings(db, listings, viewer, lang), Math.min(total, SEARCH_TOTAL_CAP), { ...query, current });
  return total > SEARCH_TOTAL_CAP ? { ...page, totalCapped: true } : page;
}
