import type { CatalogueSort } from '@hgsc/contracts';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { products } from '../product/tables.ts';
import { shops } from '../shop/tables.ts';
import { mergedOrderOf, orderOf, sortColumnsOf } from './sorts.ts';

export interface PageWindow {
  sort: CatalogueSort;
  offset: number;
  size: number;
}

/** A category filter with more categories than this is read as one IN list instead of merged walks. */
const MERGED_CATEGORIES_MAX = 16;

/**
 * The ids of one page of matches, as a parenthesised subquery. Only products and their shops (the visibility
 * rule reads the shop's status) are read here; the cards' other columns are joined for these few
 * ids afterwards.
 *
 * With a category filter of several categories (a subtree), each category is walked along its own
 * (category, sort) index, each walk stopping after offset + size rows, and the walks' rows are sorted
 * together: one walk along the whole sort index, skipping other categories, may read a large part of the
 * catalogue before it finds a cheap product of this subtree (prices and categories go together). The walk
 * is one LATERAL subquery over the array of categories, planned once whatever their number (a UNION of
 * one subquery per category was planned per category: 4 of a filtered search's 5 ms on PostgreSQL).
 */
export function pageIdsQuery(db: Db, where: SQL | undefined, categoryIds: number[] | undefined, page: PageWindow): SQL {
  if (!categoryIds || categoryIds.length === 1 || categoryIds.length > MERGED_CATEGORIES_MAX) {
    const inCategories = categoryIds ? inArray(products.categoryId, categoryIds) : undefined;
    return sql`(${db
      .select({ id: products.id })
      .from(products)
      .innerJoin(shops, eq(shops.id, products.shopId))
      .where(and(where, inCategories))
      .orderBy(...orderOf(page.sort))
      .limit(page.size)
      .offset(page.offset)
      .getSQL()})`;
  }
  const walked = sql`${sql.identifier('walked')}.${sql.identifier('category_id')}`;
  const walk = db
    .select({ id: products.id, ...sortColumnsOf(page.sort) })
    .from(products)
    .innerJoin(shops, eq(shops.id, products.shopId))
    .where(and(where, sql`${products.categoryId} = ${walked}`))
    .orderBy(...orderOf(page.sort))
    .limit(page.offset + page.size);
  return sql`(select ${sql.identifier('walks')}.${sql.identifier('id')}
    from unnest(${sql.param(categoryIds)}::bigint[]) as ${sql.identifier('walked')}(${sql.identifier('category_id')})
    cross join lateral (${walk.getSQL()}) as ${sql.identifier('walks')}
    order by ${mergedOrderOf(page.sort)} limit ${page.size} offset ${page.offset})`;
}
