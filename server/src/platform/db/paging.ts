import { type Page, type PageQuery, toPage } from '@hgsc/contracts';
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
