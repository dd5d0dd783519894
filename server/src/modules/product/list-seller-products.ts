import { AUDIT_STATUS, type Language, type PageQuery, PUBLISH_STATUS, toPage } from '@hgsc/contracts';
import { and, count, desc, eq, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { containsPattern } from '../../platform/db/like.ts';
import { categories, categoryNames } from '../category/index.ts';
import { sellerShop } from './product-repo.ts';
import { toProduct } from './product-view.ts';
import { products } from './tables.ts';

export type SellerListQuery = PageQuery & {
  keyword?: string | undefined;
  categoryId?: number | undefined;
  state?: 'draft' | '0' | '2' | undefined;
  publishStatus?: number | undefined;
};

/**
 * The seller's three product lists, newest change first:
 * - offer (/product/selectofferinfo): on shelf;
 * - audit (/product/selectauditinfo): drafts, under review and rejected (with the reason); `state` narrows;
 * - sale (/product/secletsaleinfo): approved, on and off shelf; `publishStatus` narrows.
 * `keyword` matches the name or the CAS number; `categoryId` narrows to one category.
 */
export async function listSellerProducts(
  ctx: AppContext,
  companyId: number,
  list: 'offer' | 'audit' | 'sale',
  query: SellerListQuery,
  language: Language,
) {
  const shop = await sellerShop(ctx.db, companyId, { open: false });
  const conditions: (SQL | undefined)[] = [eq(products.shopId, shop.id)];
  if (list === 'offer') {
    conditions.push(eq(products.auditStatus, AUDIT_STATUS.APPROVED), eq(products.publishStatus, PUBLISH_STATUS.ON_SHELF));
  } else if (list === 'sale') {
    conditions.push(eq(products.auditStatus, AUDIT_STATUS.APPROVED));
    if (query.publishStatus !== undefined) conditions.push(eq(products.publishStatus, query.publishStatus));
  } else if (query.state === 'draft') {
    conditions.push(isNull(products.auditStatus));
  } else if (query.state !== undefined) {
    conditions.push(eq(products.auditStatus, Number(query.state)));
  } else {
    conditions.push(
      or(isNull(products.auditStatus), inArray(products.auditStatus, [AUDIT_STATUS.PENDING, AUDIT_STATUS.REJECTED])),
    );
  }
  if (query.keyword) {
    const pattern = containsPattern(query.keyword);
    conditions.push(or(ilike(products.name, pattern), ilike(products.casNumber, pattern)));
  }
  if (query.categoryId !== undefined) conditions.push(eq(products.categoryId, query.categoryId));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ product: products, category: categoryNames })
      .from(products)
      .leftJoin(categories, eq(categories.id, products.categoryId))
      .where(where)
      .orderBy(desc(products.updatedAt), desc(products.id))
      .limit(query.size)
      .offset((query.current - 1) * query.size),
    ctx.db.select({ n: count() }).from(products).where(where),
  ]);
  return toPage(
    rows.map((r) => toProduct(r.product, r.category, language)),
    total?.n ?? 0,
    query,
  );
}
