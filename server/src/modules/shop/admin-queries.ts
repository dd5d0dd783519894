import { type AdminShopDetail, type AdminShopRow, AUDIT_STATUS, type Language, type PageQuery, toPage } from '@hgsc/contracts';
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { containsPattern } from '../../platform/db/like.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { companies } from '../company/tables.ts';
import { products } from '../product/tables.ts';
import { shops } from './tables.ts';
import { auditStatusLabel, shopHistoryOf, shopRegionNames, toShopDetail } from './view.ts';

type ListQuery = PageQuery & { status?: number | undefined; keyword?: string | undefined };

/** Products of the shop in the current row, any state. */
const productCount = sql<number>`(select count(*) from ${products} where ${products.shopId} = ${shops.id})`.mapWith(Number);

function filterOf(query: ListQuery): SQL | undefined {
  const pattern = query.keyword ? containsPattern(query.keyword) : undefined;
  return and(
    query.status === undefined ? undefined : eq(shops.auditStatus, query.status),
    pattern ? or(ilike(shops.name, pattern), ilike(companies.name, pattern), ilike(shops.contactMobile, pattern)) : undefined,
  );
}

async function listShops(ctx: AppContext, query: ListQuery, lang: Language, order: 'queue' | 'newest') {
  const where = filterOf(query);
  const orderBy = order === 'queue' ? [asc(shops.submittedAt), asc(shops.id)] : [desc(shops.createdAt), desc(shops.id)];
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ shop: shops, companyName: companies.name, productCount })
      .from(shops)
      .innerJoin(companies, eq(companies.id, shops.companyId))
      .where(where)
      .orderBy(...orderBy)
      .limit(query.size)
      .offset((query.current - 1) * query.size),
    ctx.db.select({ n: count() }).from(shops).innerJoin(companies, eq(companies.id, shops.companyId)).where(where),
  ]);
  const records: AdminShopRow[] = rows.map(({ shop, companyName, productCount }) => {
    const { provinceName, cityName } = shopRegionNames(shop);
    return {
      id: shop.id,
      name: shop.name,
      companyId: shop.companyId,
      companyName,
      contactName: shop.contactName,
      contactMobile: shop.contactMobile,
      provinceName,
      cityName,
      auditStatus: shop.auditStatus,
      auditStatusLabel: auditStatusLabel(shop.auditStatus, lang),
      productCount,
      submittedAt: shop.submittedAt.toISOString(),
      auditedAt: shop.auditedAt?.toISOString() ?? null,
    };
  });
  return toPage(records, total?.n ?? 0, query);
}

/** GET /admin/shop/audit/list: the entry queue (default 审核中), oldest submission first. */
export const shopAuditQueue = (ctx: AppContext, query: ListQuery, lang: Language) =>
  listShops(ctx, { ...query, status: query.status ?? AUDIT_STATUS.PENDING }, lang, 'queue');

/** GET /admin/shop/list: every shop, newest first, by status and keyword. */
export const adminShopList = (ctx: AppContext, query: ListQuery, lang: Language) => listShops(ctx, query, lang, 'newest');

/** GET /admin/shop/detail: the application, its company and its history. */
export async function adminShopDetail(ctx: AppContext, id: number, lang: Language): Promise<AdminShopDetail> {
  const [row] = await ctx.db
    .select({ shop: shops, company: companies })
    .from(shops)
    .innerJoin(companies, eq(companies.id, shops.companyId))
    .where(eq(shops.id, id));
  if (!row) throw notFound();
  const { shop, company } = row;
  return {
    shop: toShopDetail(shop, company.name, lang),
    company: {
      id: company.id,
      name: company.name,
      creditCode: company.creditCode,
      legalPerson: company.legalPerson,
      auditStatus: company.auditStatus,
      auditStatusLabel: auditStatusLabel(company.auditStatus, lang),
    },
    history: await shopHistoryOf(ctx.db, shop.id, lang),
  };
}
