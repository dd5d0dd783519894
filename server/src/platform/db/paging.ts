import { type Page, type PageQuery, SEARCH_TOTAL_CAP, toPage } from '@hgsc/contracts';
import type { Db } from './client.ts';
import { type PreparableQuery, runPrepared } from './prepared.ts';

/** A select builder that can still be limited and offset (a Drizzle select before `.limit`). */
interface Pageable<Row> {
  limit(limit: number): { offset(offset: number): PromiseLike<Row[]> };
}

/** The rows of page `current` of `query`: how many to read and how many to skip. */
export const pageWindow = (query: PageQuery) => ({ limit: query.size, offset: (query.current - 1) * query.size });

/**
 * SPEC paging from a page's rows and the count of the whole filter, both already under way (read in parallel).
 * `total` must count the same filter the rows come from; `map` shapes each row for the client.
 */
export async function pageFrom<Row, Out>(
  query: PageQuery,
  rows: PromiseLike<Row[]>,
  total: PromiseLike<{ n: number }[]>,
  map: (row: Row) => Out,
): Promise<Page<Out>> {
  const [page, [counted]] = await Promise.all([rows, total]);
  return toPage(page.map(map), counted?.n ?? 0, query);
}

/** SPEC paging over a select builder (limited and offset here) and its count. */
export function readPage<Row, Out>(
  query: PageQuery,
  rows: Pageable<Row>,
  total: PromiseLike<{ n: number }[]>,
  map: (row: Row) => Out,
): Promise<Page<Out>> {
  const { limit, offset } = pageWindow(query);
  return pageFrom(query, rows.limit(limit).offset(offset), total, map);
}

/** A select builder whose limited page, like its count, can run as a prepared statement. */
interface PreparablePageable<Row> {
  limit(limit: number): { offset(offset: number): PreparableQuery<Row[]> & PromiseLike<Row[]> };
}

/**
 * readPage for a list whose filters make few shapes (the marked orders): the page and the count run as prepared
 * statements (runPrepared), planned once per connection instead of on every call.
 */
export function readPreparedPage<Row, Out>(
  db: Db,
  query: PageQuery,
  rows: PreparablePageable<Row>,
  total: PreparableQuery<{ n: number }[]> & PromiseLike<{ n: number }[]>,
  map: (row: Row) => Out,
): Promise<Page<Out>> {
  const { limit, offset } = pageWindow(query);
  return pageFrom(query, runPrepared(db, rows.limit(limit).offset(offset)), runPrepared(db, total), map);
}

/**
 * A search counts its matches up to SEARCH_TOTAL_CAP (the catalogue, the receipt market). Counting 300,000 matches of
 * a frequent keyword cannot be fast, and nobody pages that far: the count stops at the cap, the answer says the total
 * is capped ("600+ 件商品"), and pages reach as far as the cap. 600 is every SPEC page size times a whole number of
 * pages (60 × 10, 20 × 30, 12 × 50, 6 × 100, 3 × 200), so the last reachable page is full and never reads past the
 * cap. Chosen by measurement at 1,000,000 products: the last page of a keyword in 2–5 % of the names walks
 * cap ÷ share rows of the sort index, each a heap page — about 20 ms at 600 on the shared test machine, 100 ms at
 * 1,200.
 */
export const lastReachablePage = (size: number, cap = SEARCH_TOTAL_CAP) => Math.max(1, Math.ceil(cap / size));

/**
 * The page to read: a page past the counted matches (an old link, a hand-edited URL) answers the last reachable page
 * instead, so no request reads deeper than the cap.
 */
export const reachablePage = (current: number, size: number, cap = SEARCH_TOTAL_CAP) =>
  Math.min(current, lastReachablePage(size, cap));
