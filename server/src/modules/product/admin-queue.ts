import { type AdminProduct, type Language, type PageQuery, toPage } from '@hgsc/contracts';
import { and, count, desc, eq, ilike, isNotNull, or } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { containsPattern } from '../../platform/db/like.ts';
import { categories } from '../category/tables.ts';
import { companies } from '../company/tables.ts';
import { shops } from '../shop/tables.ts';
import { toProduct } from './product-view.ts';
import { products } from './tables.ts';

/**
 * GET /admin/product/audit/list (operator): submitted products (drafts never), newest submission
 * first; `status` 0/1/2 narrows; `keyword` matches product name, CAS number, company or shop name.
 */
export async function listProductAuditQueue(
  ctx: AppContext,
  query: PageQuery & { status?: number | undefined; keyword?: string | undefined },
  language: Language,
) {
  const pattern = query.keyword ? containsPattern(query.keyword) : null;
  const where = and(
    query.status === undefined ? isNotNull(products.auditStatus) : eq(products.auditStatus, query.status),
    pattern
      ? or(
          ilike(products.name, pattern),
          ilike(products.casNumber, pattern),
          ilike(companies.name, pattern),
          ilike(shops.name, pattern),
        )
      : undefined,
  );
  const base = () =>
    ctx.db
      .select({ product: products, categoryName: categories.name, companyName: companies.name, shopName: shops.name })
      .from(products)
      .innerJoin(companies, eq(companies.id, products.companyId))
      .innerJoin(shops, eq(shops.id, products.shopId))
      .leftJoin(categories, eq(categories.id, products.categoryId));
  const [rows, [total]] = await Promise.all([
    base()
      .where(where)
      .orderBy(desc(products.submittedAt), desc(products.id))
      .limit(query.size)
      .offset((query.current - 1) * query.size),
    ctx.db
      .select({ n: count() })
      .from(products)
      .innerJoin(companies, eq(companies.id, products.companyId))
      .innerJoin(shops, eq(shops.id, products.shopId))
      .where(where),
  ]);
  const records: AdminProduct[] = rows.map((r) => ({
    ...toProduct(r.product, r.categoryName, language),
    companyId: r.product.companyId,
    companyName: r.companyName,
    shopName: r.shopName,
  }));
  return toPage(records, total?.n ?? 0, query);
}
