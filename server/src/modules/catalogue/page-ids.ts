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
 * (category, sort) index and the walks are merged (MergeAppend), each stopping after offset + size
 * rows: one walk along the whole sort index, skipping other categories, may read a large part of the
 * catalogue before it finds a cheap product of this subtree (prices and categories go together).
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
  const walks = categoryIds.map(
    (categoryId) =>
      sql`(${db
        .select({ id: products.id, ...sortColumnsOf(page.sort) })
        .from(products)
        .innerJoin(shops, eq(shops.id, products.shopId))
        .where(and(where, eq(products.categoryId, categoryId)))
        .orderBy(...orderOf(page.sort))
        .limit(page.offset + page.size)
        .getSQL()})`,
  );
  return sql`(select ${sql.identifier('id')} from (${sql.join(walks, sql` union all `)}) as ${sql.identifier('walks')}
    order by ${mergedOrderOf(page.sort)} limit ${page.size} offset ${page.offset})`;
}
