import type { Language, ProductDetail } from '@hgsc/contracts';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { categories, categoryNames } from '../category/index.ts';
import { sellerShop } from './product-repo.ts';
import { productHistories, toProduct } from './product-view.ts';
import { products } from './tables.ts';

/** GET /product/info: one of the shop's products with its audit and price history; another shop's → 404. */
export async function productInfo(ctx: AppContext, companyId: number, id: number, language: Language): Promise<ProductDetail> {
  const shop = await sellerShop(ctx.db, companyId, { open: false });
  const [found] = await ctx.db
    .select({ product: products, category: categoryNames })
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.id, id), eq(products.shopId, shop.id)));
  if (!found) throw notFound();
  return {
    ...toProduct(found.product, found.category, language),
    ...(await productHistories(ctx.db, id, language)),
  };
}
