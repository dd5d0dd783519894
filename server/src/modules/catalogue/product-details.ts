import { type CatalogueProductDetail, chinaDate, type Language } from '@hgsc/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { preparedStatement } from '../../platform/db/prepared.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { categories } from '../category/index.ts';
import { companies } from '../company/index.ts';
import { products } from '../product/index.ts';
import { imageUrl, shops } from '../shop/index.ts';
import { cardColumns, hazardLabel, toCatalogueCard, visibleKnownProduct } from './visibility.ts';

/**
 * The page's one statement, prepared once per database connection: the busiest read of the market skips
 * building its SQL in JS and PostgreSQL's parsing and planning on every view.
 */
const detailsStatement = preparedStatement((db) =>
  db
    .select({
      product: {
        ...cardColumns.product,
        images: products.images,
        description: products.description,
        priceTiers: products.priceTiers,
        paymentTerms: products.paymentTerms,
        warehouse: products.warehouse,
        validUntil: products.validUntil,
        unNumber: products.unNumber,
        hazardClass: products.hazardClass,
        sdsFileKey: products.sdsFileKey,
      },
      shop: {
        id: shops.id,
        name: shops.name,
        logoKey: shops.logoKey,
        contactName: shops.contactName,
        contactPhone: shops.contactPhone,
      },
      company: { id: companies.id, name: companies.name, intro: companies.intro },
      category: cardColumns.category,
    })
    .from(products)
    .innerJoin(shops, eq(shops.id, products.shopId))
    .innerJoin(companies, eq(companies.id, products.companyId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.id, sql.placeholder('id')), visibleKnownProduct(db, sql.placeholder('today'))))
    .prepare('catalogue_product_details'),
);

/**
 * POST /product/details: one public product with its shop and company, read in one statement whose
 * condition is the catalogue's visibility rule; a product the catalogue does not show (off shelf,
 * not approved, shop not open, dangerous good without a valid licence, offer past its validity, unknown) answers 404 and is
 * not counted. The route keeps the answer DETAILS_CACHE_SECONDS and counts every view it answers off
 * the request path (ctx.productViews, written once a second), so a page view costs no write and a hot
 * product's row is not a queue.
 */
export async function productDetails(ctx: AppContext, id: number, lang: Language): Promise<CatalogueProductDetail> {
  const [row] = await detailsStatement(ctx.db).execute({ id, today: chinaDate(new Date()) });
  if (!row) throw notFound();
  const { product, shop, company } = row;
  return {
    ...toCatalogueCard({ product, shopName: shop.name, companyName: company.name, category: row.category }, lang),
    priceTiers: product.priceTiers,
    paymentTerms: product.paymentTerms,
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
