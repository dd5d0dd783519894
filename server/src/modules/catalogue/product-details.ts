import type { CatalogueProductDetail, Language } from '@hgsc/contracts';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { categories } from '../category/tables.ts';
import { companies } from '../company/tables.ts';
import { products } from '../product/tables.ts';
import { shops } from '../shop/tables.ts';
import { imageUrl } from '../shop/view.ts';
import { hazardLabel, toCatalogueCard, visibleProduct } from './visibility.ts';

/**
 * POST /product/details: one public product with its shop and company, read in one statement whose
 * condition is the catalogue's visibility rule; a product the catalogue does not show (off shelf,
 * not approved, shop not open, dangerous good without a valid licence, unknown) answers 404 and is
 * not counted. The view is counted off the request path (ctx.productViews, written once a second),
 * so a page view costs no write and a hot product's row is not a queue.
 */
export async function productDetails(ctx: AppContext, id: number, lang: Language): Promise<CatalogueProductDetail> {
  const [row] = await ctx.db
    .select({ product: products, shop: shops, company: companies, categoryName: categories.name })
    .from(products)
    .innerJoin(shops, eq(shops.id, products.shopId))
    .innerJoin(companies, eq(companies.id, products.companyId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.id, id), visibleProduct(ctx.db)));
  if (!row) throw notFound();
  ctx.productViews.add(row.product.id);
  const { product, shop, company } = row;
  return {
    ...toCatalogueCard({ product, shopName: shop.name, companyName: company.name, categoryName: row.categoryName }, lang),
    images: product.images,
    imageUrls: product.images.map((key) => imageUrl(key) ?? ''),
    description: product.description,
    warehouse: product.warehouse,
    validUntil: product.validUntil,
    unNumber: product.unNumber,
    hazardClass: product.hazardClass,
    hazardClassLabel: hazardLabel(product.hazardClass, lang),
    sdsFileUrl: imageUrl(product.sdsFileKey),
    shop: {
      id: shop.id,
      name: shop.name,
      logoUrl: imageUrl(shop.logoKey),
      contactName: shop.contactName,
      contactPhone: shop.contactPhone,
    },
    company: { id: company.id, name: company.name, intro: company.intro },
  };
}
