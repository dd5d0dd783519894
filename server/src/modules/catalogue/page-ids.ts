import type { CatalogueSort } from '@hgsc/contracts';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { anyOfListed, idsLiteral } from '../../platform/db/any-of.ts';
import type { Db } from '../../platform/db/client.ts';
import { products } from '../product/index.ts';
import { shops } from '../shop/index.ts';
import { mergedOrderOf, orderOf, sortColumnsOf } from './sorts.ts';

export interface PageWindow {
  sort: CatalogueSort;
  offset: number;
  size: number;
}

/**
 * ` LIMIT n OFFSET m` as literals, not parameters: a prepared statement's generic plan knows its row goal only
 * from a literal (with a parameter the planner assumes a tenth of the matches is wanted and walks no index),
 * and a first page's text is then the same for every call of its shape (search.ts prepares first pages only).
 */
export function rowWindow(limit: number, offset = 0): SQL {
  for (const n of [limit, offset]) if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`not a row count: ${n}`);
  return sql.raw(offset > 0 ? ` limit ${limit} offset ${offset}` : ` limit ${limit}`);
}

/**
 * The product is in one of these categories (a subtree): one category as the placeholder `categoryId`, several
 * written into the text (idsLiteral) — a parameter array of unknown length made PostgreSQL plan each filtered search
 * anew, while a list in the text keeps one plan per list. Only branches of the category tree get a text of their
 * own, so the texts stay few (platform/db/prepared.ts PREPARED_SHAPES_MAX).
 */
export const inCategories = (categoryIds: readonly number[]): SQL =>
  categoryIds.length === 1
    ? eq(products.categoryId, sql.placeholder('categoryId'))
    : anyOfListed(products.categoryId, categoryIds);

/** What inCategories writes into the text (runShaped's shape), and the value of its placeholder. */
export const categoriesShape = (categoryIds: readonly number[]) =>
  categoryIds.length === 1
    ? { shape: 'category', values: { categoryId: categoryIds[0] } }
    : { shape: `categories ${categoryIds.join(',')}`, values: {} };

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
 * is one LATERAL subquery over the array of categories, one statement whatever their number (a UNION of
 * one subquery per category was planned per category: 4 of a filtered search's 5 ms on PostgreSQL).
 */
export function pageIdsQuery(db: Db, where: SQL | undefined, categoryIds: number[] | undefined, page: PageWindow): SQL {
  if (!categoryIds || categoryIds.length === 1 || categoryIds.length > MERGED_CATEGORIES_MAX) {
    return sql`(${db
      .select({ id: products.id })
      .from(products)
      .innerJoin(shops, eq(shops.id, products.shopId))
      .where(and(where, categoryIds ? inCategories(categoryIds) : undefined))
      .orderBy(...orderOf(page.sort))
      .getSQL()}${rowWindow(page.size, page.offset)})`;
  }
  const walked = sql`${sql.identifier('walked')}.${sql.identifier('category_id')}`;
  const walk = db
    .select({ id: products.id, ...sortColumnsOf(page.sort) })
    .from(products)
    .innerJoin(shops, eq(shops.id, products.shopId))
    .where(and(where, sql`${products.categoryId} = ${walked}`))
    .orderBy(...orderOf(page.sort));
  return sql`(select ${sql.identifier('walks')}.${sql.identifier('id')}
    from unnest(${idsLiteral(categoryIds)}) as ${sql.identifier('walked')}(${sql.identifier('category_id')})
    cross join lateral (${walk.getSQL()}${rowWindow(page.offset + page.size)}) as ${sql.identifier('walks')}
    order by ${mergedOrderOf(page.sort)}${rowWindow(page.size, page.offset)})`;
}

/**
 * The ids of one page in relevance order, as a parenthesised subquery: each tier (keyword.ts) walked newest first
 * and stopped after offset + size rows — the exact name along products_public_name_newest_idx, a name holding the
 * keyword as the newest sort reads it, a chemical's offers along the CAS index — then the walks' rows ranked by their
 * best tier. A product in several tiers is walked by each; it counts in its best, and the rows a better tier holds
 * beyond its walk cannot reach the page: that tier alone fills it. `filter` is every condition but the keyword's.
 */
export function relevancePageIdsQuery(
  db: Db,
  filter: SQL | undefined,
  tiers: readonly SQL[],
  categoryIds: number[] | undefined,
  page: PageWindow,
): SQL {
  const walks = tiers.map(
    (tier, index) =>
      sql`(${db
        .select({ id: products.id, publishedAt: products.publishedAt, tier: sql.raw(String(index)).as('tier') })
        .from(products)
        .innerJoin(shops, eq(shops.id, products.shopId))
        .where(and(filter, tier, categoryIds ? inCategories(categoryIds) : undefined))
        .orderBy(...orderOf('relevance'))
        .getSQL()}${rowWindow(page.offset + page.size)})`,
  );
  const [id, publishedAt, tier] = ['id', 'published_at', 'tier'].map((name) => sql.identifier(name));
  return sql`(select ${id} from (${sql.join(walks, sql` union all `)}) as ${sql.identifier('tiers')}
    group by ${id} order by min(${tier}), max(${publishedAt}) desc, ${id} desc${rowWindow(page.size, page.offset)})`;
}
