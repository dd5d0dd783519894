import type { AdminProduct, Language, PageQuery } from '@hgsc/contracts';
import { and, asc, count, eq, ilike, isNotNull, or } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { containsPattern } from '../../platform/db/like.ts';
import { readPage } from '../../platform/db/paging.ts';
import { categories, categoryNames } from '../category/index.ts';
import { companies } from '../company/index.ts';
import { shops } from '../shop/index.ts';
import { toProduct } from './product-view.ts';
import { products } from './tables.ts';

type ListQuery = PageQuery & { status?: number | undefined; publishStatus?: number | undefined; keyword?: string | undefined };

/**
 * GET /admin/product/audit/list (operator): submitted products (drafts never), oldest submission
 * first, as every audit queue; `status` 0/1/2 and `publishStatus` 0/1 narrow; `keyword` matches product name, CAS number,
 * company or shop name.
 */
export async function listProductAuditQueue(ctx: AppContext, query: ListQuery, language: Language) {
  const pattern = query.keyword ? containsPattern(query.keyword) : null;
  const where = and(
    query.status === undefined ? isNotNull(products.auditStatus) : eq(products.auditStatus, query.status),
    query.publishStatus === undefined ? undefined : eq(products.publishStatus, query.publishStatus),
    pattern
      ? or(
          ilike(products.name, pattern),
          ilike(products.casNumber, pattern),
          ilike(companies.name, pattern),
          ilike(shops.name, pattern),
        )
      : undefined,
  );
  return readPage(
    query,
    ctx.db
      .select({ product: products, category: categoryNames, companyName: companies.name, shopName: shops.name })
      .from(products)
      .innerJoin(companies, eq(companies.id, products.companyId))
      .innerJoin(shops, eq(shops.id, products.shopId))
      .leftJoin(categories, eq(categories.id, products.categoryId))
      .where(where)
      .orderBy(asc(products.submittedAt), asc(products.id)),
    ctx.db
      .select({ n: count() })
      .from(products)
      .innerJoin(companies, eq(companies.id, products.companyId))
      .innerJoin(shops, eq(shops.id, products.shopId))
      .where(where),
    (r): AdminProduct => ({
      ...toProduct(r.product, r.category, language),
      companyId: r.product.companyId,
      companyName: r.companyName,
      shopName: r.shopName,
    }),
  );
}
