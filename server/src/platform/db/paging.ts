import { type Page, type PageQuery, toPage } from '@hgsc/contracts';

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
