import { CATALOGUE_BRANDS_LIMIT, type CatalogueBrand } from '@hgsc/contracts';
import { and, desc, inArray, isNotNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { products } from '../product/index.ts';
import { categorySubtree } from './search.ts';
import { visibleProductInBulk } from './visibility.ts';

/** How long the producers' list is kept (routes.ts): an aggregate over the whole catalogue, not worth a call each. */
export const BRAND_LIST_SECONDS = 60;

/**
 * The producers the catalogue's visible offers name, the most offered first (GET /homepage/product/brands): the
 * choices of the search's producer filter, which matches the name exactly.
 */
export async function brandList(ctx: AppContext, categoryId: number | undefined): Promise<CatalogueBrand[]> {
  const categoryIds = categoryId === undefined ? undefined : await categorySubtree(ctx, categoryId);
  if (categoryIds?.length === 0) return [];
  const offers = sql<number>`count(*)`.mapWith(Number);
  return ctx.db
    .select({ brand: sql<string>`${products.brand}`, offers })
    .from(products)
    .where(
      and(
        visibleProductInBulk(ctx.db),
        isNotNull(products.brand),
        categoryIds ? inArray(products.categoryId, categoryIds) : undefined,
      ),
    )
    .groupBy(products.brand)
    .orderBy(desc(offers), products.brand)
    .limit(CATALOGUE_BRANDS_LIMIT);
}
