import {
  CAS_PATTERN,
  type CatalogueProductCard,
  type CatalogueSearchInput,
  type CatalogueSort,
  type Language,
  type Page,
  toPage,
} from '@hgsc/contracts';
import { and, count, eq, gt, gte, ilike, inArray, lte, not, or, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Db } from '../../platform/db/client.ts';
import { containsPattern } from '../../platform/db/like.ts';
import { categories } from '../category/tables.ts';
import { allCategories, childrenIndex, subtreeIds } from '../category/tree.ts';
import { companies } from '../company/tables.ts';
import { products } from '../product/tables.ts';
import { shops } from '../shop/tables.ts';
import { CATALOGUE_ORDER, cardColumns, toCatalogueCard, visibleProduct } from './visibility.ts';

/**
 * The keyword condition. A CAS-shaped keyword (67-56-1) matches the indexed CAS column exactly;
 * any other matches product name, shop name, company name or category name with ILIKE '%kw%' —
 * this works for one- and two-character Chinese keywords (甲醇, 苯), and the trigram GIN indexes
 * of migration 0010 serve keywords of three or more characters.
 */
export function keywordCondition(keyword: string | undefined): SQL | undefined {
  if (!keyword) return undefined;
  if (CAS_PATTERN.test(keyword)) return eq(products.casNumber, keyword);
  const pattern = containsPattern(keyword);
  return or(
    ilike(products.name, pattern),
    ilike(shops.name, pattern),
    ilike(companies.name, pattern),
    ilike(categories.name, pattern),
  );
}

/** The ids of a category and of everything under it (the tree is small and read in memory). */
export async function categorySubtree(db: Db, categoryId: number): Promise<number[]> {
  return [...subtreeIds(childrenIndex(await allCategories(db)), categoryId)];
}

export interface CatalogueFilter {
  keyword?: string | undefined;
  categoryId?: number | undefined;
  packaging?: number | undefined;
  provinceCode?: string | undefined;
  minPrice?: string | undefined;
  maxPrice?: string | undefined;
  inStock?: boolean | undefined;
  dangerous?: boolean | undefined;
  /** Only these products (the home block's pins). */
  productIds?: number[] | undefined;
}

async function whereOf(db: Db, filter: CatalogueFilter): Promise<SQL | undefined> {
  return and(
    visibleProduct(db),
    filter.productIds ? inArray(products.id, filter.productIds) : undefined,
    keywordCondition(filter.keyword),
    filter.categoryId ? inArray(products.categoryId, await categorySubtree(db, filter.categoryId)) : undefined,
    filter.packaging !== undefined ? eq(products.packaging, filter.packaging) : undefined,
    filter.provinceCode ? eq(products.provinceCode, filter.provinceCode) : undefined,
    filter.minPrice ? gte(products.price, filter.minPrice) : undefined,
    filter.maxPrice ? lte(products.price, filter.maxPrice) : undefined,
    filter.inStock ? gt(products.stock, '0') : undefined,
    filter.dangerous === undefined ? undefined : filter.dangerous ? eq(products.isDangerous, true) : not(products.isDangerous),
  );
}

const cardsFrom = (db: Db) =>
  db
    .select({ ...cardColumns, categoryName: categories.name })
    .from(products)
    .innerJoin(shops, eq(shops.id, products.shopId))
    .innerJoin(companies, eq(companies.id, products.companyId))
    .innerJoin(categories, eq(categories.id, products.categoryId));

type CataloguePaging = { current: number; size: number; sort: CatalogueSort };

async function cardsPage(db: Db, where: SQL | undefined, paging: CataloguePaging, lang: Language) {
  const rows = await cardsFrom(db)
    .where(where)
    .orderBy(...CATALOGUE_ORDER[paging.sort])
    .limit(paging.size)
    .offset((paging.current - 1) * paging.size);
  return rows.map((r) => toCatalogueCard(r, lang));
}

/** One page of public products matching the filter, without a total (the home blocks need none). */
export async function catalogueCards(
  ctx: AppContext,
  filter: CatalogueFilter,
  paging: CataloguePaging,
  lang: Language,
): Promise<CatalogueProductCard[]> {
  return cardsPage(ctx.db, await whereOf(ctx.db, filter), paging, lang);
}

/** Public products matching the filter, sorted and paged (SPEC page sizes), with the total. */
export async function catalogueProducts(
  ctx: AppContext,
  filter: CatalogueFilter,
  paging: CataloguePaging,
  lang: Language,
): Promise<Page<CatalogueProductCard>> {
  const where = await whereOf(ctx.db, filter);
  const [records, [total]] = await Promise.all([
    cardsPage(ctx.db, where, paging, lang),
    ctx.db
      .select({ n: count() })
      .from(products)
      .innerJoin(shops, eq(shops.id, products.shopId))
      .innerJoin(companies, eq(companies.id, products.companyId))
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(where),
  ]);
  return toPage(records, total?.n ?? 0, paging);
}

/** POST /search/searchPage and GET /homepage/product/search. */
export const searchProducts = (ctx: AppContext, input: CatalogueSearchInput, lang: Language) =>
  catalogueProducts(ctx, input, input, lang);
