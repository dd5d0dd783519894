import type { Language } from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { categories } from '../category/tables.ts';
import { hasValidDangerousGoodsLicence } from '../certificate/valid-licence.ts';
import { companies } from '../company/tables.ts';
import { shops } from '../shop/tables.ts';
import { productHistories, toProduct } from './product-view.ts';
import { products } from './tables.ts';

/**
 * GET /admin/product/detail (operator): any product with its company, shop, audit and price
 * history, and whether the company holds a valid dangerous-goods licence right now.
 */
export async function adminProductDetail(ctx: AppContext, id: number, language: Language) {
  const [found] = await ctx.db
    .select({ product: products, categoryName: categories.name, companyName: companies.name, shopName: shops.name })
    .from(products)
    .innerJoin(companies, eq(companies.id, products.companyId))
    .innerJoin(shops, eq(shops.id, products.shopId))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.id, id));
  if (!found) throw notFound();
  return {
    ...toProduct(found.product, found.categoryName, language),
    ...(await productHistories(ctx.db, id, language)),
    companyId: found.product.companyId,
    companyName: found.companyName,
    shopName: found.shopName,
    hasValidLicence: await hasValidDangerousGoodsLicence(ctx, found.product.companyId),
  };
}
