import {
  AUDIT_STATUS,
  categoryNameIn,
  type Language,
  type MessageKey,
  OWN_PRODUCT_DRAFT,
  PUBLISH_STATUS,
  type ShopOwnProduct,
  type ShopOwnProductListInput,
  type ShopProductCard,
  type ShopProductListInput,
  toPage,
  translate,
} from '@hgsc/contracts';
import { and, asc, count, desc, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import type { Auth } from '../../platform/auth/plugin.ts';
import type { AppContext } from '../../platform/context.ts';
import { containsPattern } from '../../platform/db/like.ts';
import { forbidden, notFound } from '../../platform/http/app-error.ts';
import { type CategoryNames, categories, categoryNames } from '../category/index.ts';
import { findShopOfCompany, imageUrl, shops } from '../shop/index.ts';
import { type ProductRow, products } from './tables.ts';

/** A shop's products as its public page and its owner's list show them (SPEC §7 shop routes). */

/** On shelf and approved: what a visitor may see. */
export const publicProductFilter = and(
  eq(products.publishStatus, PUBLISH_STATUS.ON_SHELF),
  eq(products.auditStatus, AUDIT_STATUS.APPROVED),
);

const keywordFilter = (keyword: string | undefined) => {
  if (!keyword) return undefined;
  const pattern = containsPattern(keyword);
  return or(ilike(products.name, pattern), ilike(products.casNumber, pattern));
};

function toCard(row: ProductRow, category: CategoryNames, lang: Language): ShopProductCard {
  return {
    id: row.id,
    name: row.name,
    casNumber: row.casNumber,
    grade: row.grade,
    purity: row.purity,
    categoryId: row.categoryId,
    categoryName: categoryNameIn(category, lang),
    packaging: row.packaging,
    packagingLabel: translate(`packaging.${row.packaging}` as MessageKey, lang),
    unit: row.unit,
    price: row.price,
    minOrderQty: row.minOrderQty,
    stock: row.stock,
    deliveryPlace: row.deliveryPlace,
    coverUrl: imageUrl(row.images[0] ?? null),
    isDangerous: row.isDangerous,
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
}

const ORDER = {
  newest: [desc(products.publishedAt), desc(products.id)],
  priceAsc: [asc(products.price), desc(products.id)],
  priceDesc: [desc(products.price), desc(products.id)],
  hot: [desc(products.salesCount), desc(products.viewCount), desc(products.id)],
} as const;

/** The on-shelf products of an (open) shop, paged and sorted. */
export async function shopProductPage(ctx: AppContext, shopId: number, query: ShopProductListInput, lang: Language) {
  const where = and(
    eq(products.shopId, shopId),
    publicProductFilter,
    query.categoryId ? eq(products.categoryId, query.categoryId) : undefined,
    keywordFilter(query.keyword),
  );
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ product: products, category: categoryNames })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(where)
      .orderBy(...ORDER[query.sort])
      .limit(query.size)
      .offset((query.current - 1) * query.size),
    ctx.db.select({ n: count() }).from(products).where(where),
  ]);
  return toPage(
    rows.map((r) => toCard(r.product, r.category, lang)),
    total?.n ?? 0,
    query,
  );
}

/** Every product of the caller's shop, in any state, newest change first. */
export async function ownProductPage(ctx: AppContext, shopId: number, query: ShopOwnProductListInput, lang: Language) {
  const audit: SQL | undefined =
    query.auditStatus === undefined
      ? undefined
      : query.auditStatus === OWN_PRODUCT_DRAFT
        ? isNull(products.auditStatus)
        : eq(products.auditStatus, query.auditStatus);
  const where = and(
    eq(products.shopId, shopId),
    audit,
    query.publishStatus === undefined ? undefined : eq(products.publishStatus, query.publishStatus),
    keywordFilter(query.keyword),
  );
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ product: products, category: categoryNames })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(where)
      .orderBy(desc(products.updatedAt), desc(products.id))
      .limit(query.size)
      .offset((query.current - 1) * query.size),
    ctx.db.select({ n: count() }).from(products).where(where),
  ]);
  const records: ShopOwnProduct[] = rows.map(({ product, category }) => ({
    ...toCard(product, category, lang),
    auditStatus: product.auditStatus,
    auditStatusLabel:
      product.auditStatus === null
        ? translate('product.draft', lang)
        : translate(`auditStatus.${product.auditStatus}` as MessageKey, lang),
    auditReason: product.auditStatus === AUDIT_STATUS.REJECTED ? product.auditReason : null,
    publishStatus: product.publishStatus,
    publishStatusLabel: translate(`publishStatus.${product.publishStatus}` as MessageKey, lang),
    updatedAt: product.updatedAt.toISOString(),
  }));
  return toPage(records, total?.n ?? 0, query);
}

/** POST /shop/product/list: an open shop's on-shelf products; 404 when the shop is not open. */
export async function shopProducts(ctx: AppContext, query: ShopProductListInput, lang: Language) {
  const [shop] = await ctx.db
    .select({ id: shops.id })
    .from(shops)
    .where(and(eq(shops.id, query.id), eq(shops.auditStatus, AUDIT_STATUS.APPROVED)));
  if (!shop) throw notFound();
  return shopProductPage(ctx, shop.id, query, lang);
}

/** POST /shop/own/product/list: the caller's shop's products in every state; 404 before the company has a shop. */
export async function ownShopProducts(ctx: AppContext, auth: Auth, query: ShopOwnProductListInput, lang: Language) {
  if (!auth.company) throw forbidden('company.required');
  const found = await findShopOfCompany(ctx.db, auth.company.companyId);
  if (!found) throw notFound('shop.none');
  return ownProductPage(ctx, found.shop.id, query, lang);
}
