import { type Page, type PageQuery, toPage } from '@hgsc/contracts';
import type { Db } from './client.ts';
import { type PreparableQuery, runPrepared } from './prepared.ts';

/** A select builder that can still be limited and offset (a Drizzle select before `.limit`). */
interface Pageable<Row> {
  limit(limit: number): { offset(offset: number): PromiseLike<Row[]> };
}

/**
 * SPEC paging: the rows of page `current` and the count of the whole filter, read in parallel.
 * `total` must apply the same filter as `rows`; `map` shapes each row for the client.
 */
export async function readPage<Row, Out>(
  query: PageQuery,
  rows: Pageable<Row>,
  total: PromiseLike<{ n: number }[]>,
  map: (row: Row) => Out,
): Promise<Page<Out>> {
  const [page, [counted]] = await Promise.all([rows.limit(query.size).offset((query.current - 1) * query.size), total]);
  return toPage(page.map(map), counted?.n ?? 0, query);
}

/** A select builder whose limited page, like its count, can run as a prepared statement. */
interface PreparablePageable<Row> {
  limit(limit: number): { offset(offset: number): PreparableQuery<Row[]> & PromiseLike<Row[]> };
}

/**
 * readPage for a hot list whose filters make few shapes (an order list's tabs): the page and the count run as
 * prepared statements (runPrepared), planned once per connection instead of on every call.
 */
export function readPreparedPage<Row, Out>(
  db: Db,
  query: PageQuery,
  rows: PreparablePageable<Row>,
  total: PreparableQuery<{ n: number }[]> & PromiseLike<{ n: number }[]>,
  map: (row: Row) => Out,
): Promise<Page<Out>> {
  const preparedRows = {
    limit: (limit: number) => ({ offset: (offset: number) => runPrepared(db, rows.limit(limit).offset(offset)) }),
  };
  return readPage(query, preparedRows, runPrepared(db, total), map);
}
