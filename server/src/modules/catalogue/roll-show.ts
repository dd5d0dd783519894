import type { CatalogueRollItem } from '@hgsc/contracts';
import { compareDecimal } from '@hgsc/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { productPriceHistory, products } from '../product/index.ts';
import { shops } from '../shop/index.ts';
import { visibleProduct } from './visibility.ts';

/**
 * POST /product/productRollShow: the home ticker. The latest price moves of public products from
 * the price history (a new listing records its first price with previousPrice null → trend 'new'),
 * newest first; a product appears once per move, so a busy product may appear more than once.
 */
export async function rollShow(ctx: AppContext, limit: number): Promise<CatalogueRollItem[]> {
  const rows = await ctx.db
    .select({
      productId: products.id,
      name: products.name,
      casNumber: products.casNumber,
      shopName: shops.name,
      unit: products.unit,
      price: productPriceHistory.price,
      previousPrice: productPriceHistory.previousPrice,
      changedAt: productPriceHistory.createdAt,
    })
    .from(productPriceHistory)
    .innerJoin(products, eq(products.id, productPriceHistory.productId))
    .innerJoin(shops, eq(shops.id, products.shopId))
    .where(and(visibleProduct(ctx.db)))
    .orderBy(desc(productPriceHistory.createdAt), desc(productPriceHistory.id))
    .limit(limit);
  return rows.map((r) => {
    const cmp = r.previousPrice === null ? null : compareDecimal(r.price, r.previousPrice);
    return {
      ...r,
      trend: cmp === null ? 'new' : cmp > 0 ? 'up' : cmp < 0 ? 'down' : 'same',
      changedAt: r.changedAt.toISOString(),
    };
  });
}
