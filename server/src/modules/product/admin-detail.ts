import { type AdminProductDetail, DANGEROUS_GOODS_LICENCE, type Language } from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { categories, categoryNames } from '../category/index.ts';
import { hasValidDangerousGoodsLicence, submittedCertificates, toCertificate } from '../certificate/index.ts';
import { companies } from '../company/index.ts';
import { shops } from '../shop/index.ts';
import { productHistories, toProduct } from './product-view.ts';
import { products } from './tables.ts';

/**
 * GET /admin/product/detail (operator): any product with its company, shop, audit and price
 * history, whether the company holds a valid dangerous-goods licence right now, and its submitted
 * licences (status, validity, scan) to check that against.
 */
export async function adminProductDetail(ctx: AppContext, id: number, language: Language): Promise<AdminProductDetail> {
  const [found] = await ctx.db
    .select({ product: products, category: categoryNames, companyName: companies.name, shopName: shops.name })
    .from(products)
    .innerJoin(companies, eq(companies.id, products.companyId))
    .innerJoin(shops, eq(shops.id, products.shopId))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.id, id));
  if (!found) throw notFound();
  const { companyId } = found.product;
  const [histories, hasValidLicence, licences] = await Promise.all([
    productHistories(ctx.db, id, language),
    hasValidDangerousGoodsLicence(ctx, companyId),
    submittedCertificates(ctx.db, companyId, DANGEROUS_GOODS_LICENCE),
  ]);
  return {
    ...toProduct(found.product, found.category, language),
    ...histories,
    companyId,
    companyName: found.companyName,
    shopName: found.shopName,
    hasValidLicence,
    licences: licences.map((row) => toCertificate(row, language)),
  };
}
