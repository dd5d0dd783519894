import type { CatalogueSort } from '@hgsc/contracts';
import { asc, desc, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { products } from '../product/index.ts';

interface SortKey {
  column: PgColumn;
  direction: 'asc' | 'desc';
}

const key = (column: PgColumn, direction: SortKey['direction']): SortKey => ({ column, direction });

/**
 * The catalogue's sorts, each ending in the id so that pages never overlap. Each matches one
 * partial index of migration 0024 exactly (DESC is NULLS FIRST on both sides), whole and per
 * category: the first page is read by walking the index, not by sorting every match. priceAsc
 * breaks ties by ascending id so that one (price, id) index serves both price sorts.
 */
const NEWEST_FIRST = [key(products.publishedAt, 'desc'), key(products.id, 'desc')];

export const CATALOGUE_SORT_KEYS: Record<CatalogueSort, SortKey[]> = {
  // Within a tier of relevance (page-ids.ts relevancePageIdsQuery); the tier goes first.
  relevance: NEWEST_FIRST,
  newest: NEWEST_FIRST,
  // Per tonne: an offer per kilogram or per drum compares with one per tonne (contracts tonne-price.ts).
  priceAsc: [key(products.tonnePrice, 'asc'), key(products.id, 'asc')],
  priceDesc: [key(products.tonnePrice, 'desc'), key(products.id, 'desc')],
  hot: [key(products.salesCount, 'desc'), key(products.viewCount, 'desc'), key(products.id, 'desc')],
};

/** ORDER BY over the products table. */
export const orderOf = (sort: CatalogueSort): SQL[] =>
  CATALOGUE_SORT_KEYS[sort].map((k) => (k.direction === 'asc' ? asc(k.column) : desc(k.column)));

/** The relevance tier a product is in: the index of the first of `tiers` it passes (keyword.ts KeywordCondition.tiers). */
export const relevanceTierOf = (tiers: readonly SQL[]): SQL =>
  sql`(case ${sql.join(
    tiers.map((tier, index) => sql`when ${tier} then ${sql.raw(String(index))}`),
    sql` `,
  )} else ${sql.raw(String(tiers.length))} end)`;

/** The sort's columns, selected by their own names (a merged result is ordered by them). */
export const sortColumnsOf = (sort: CatalogueSort): Record<string, PgColumn> =>
  Object.fromEntries(CATALOGUE_SORT_KEYS[sort].map((k) => [k.column.name, k.column]));

/** ORDER BY over a derived table that selected sortColumnsOf(sort). */
export const mergedOrderOf = (sort: CatalogueSort): SQL =>
  sql.join(
    CATALOGUE_SORT_KEYS[sort].map((k) => sql`${sql.identifier(k.column.name)} ${sql.raw(k.direction)}`),
    sql`, `,
  );
