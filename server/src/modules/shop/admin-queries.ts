import { type AdminShopDetail, type AdminShopRow, AUDIT_STATUS, type Language, type PageQuery } from '@hgsc/contracts';
import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { containsPattern } from '../../platform/db/like.ts';
import { readPage } from '../../platform/db/paging.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { submittedCertificates, toCertificate } from '../certificate/index.ts';
import { companies, encryptedFileUrl } from '../company/index.ts';
import { shopProductCount } from './product-count.ts';
import { shops } from './tables.ts';
import { auditStatusLabel, shopHistoryOf, shopRegionNames, toShopDetail } from './view.ts';

type ListQuery = PageQuery & { status?: number | undefined; keyword?: string | undefined };

/** Products of the shop in the current row, any state. */
const productCount = () => shopProductCount.value(shops.id).mapWith(Number);

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
  return readPage(
    query,
    ctx.db
      .select({ shop: shops, companyName: companies.name, productCount: productCount() })
      .from(shops)
      .innerJoin(companies, eq(companies.id, shops.companyId))
      .where(where)
      .orderBy(...orderBy),
    ctx.db.select({ n: count() }).from(shops).innerJoin(companies, eq(companies.id, shops.companyId)).where(where),
    ({ shop, companyName, productCount }): AdminShopRow => {
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
    },
  );
}

/** GET /admin/shop/audit/list: the entry queue (default 审核中), oldest submission first. */
export const shopAuditQueue = (ctx: AppContext, query: ListQuery, lang: Language) =>
  listShops(ctx, { ...query, status: query.status ?? AUDIT_STATUS.PENDING }, lang, 'queue');

/** GET /admin/shop/list: every shop, newest first, by status and keyword. */
export const adminShopList = (ctx: AppContext, query: ListQuery, lang: Language) => listShops(ctx, query, lang, 'newest');

/** GET /admin/shop/detail: the application, its company with the licence scan and certificates, and its history. */
export async function adminShopDetail(ctx: AppContext, id: number, lang: Language): Promise<AdminShopDetail> {
  const [row] = await ctx.db
    .select({ shop: shops, company: companies })
    .from(shops)
    .innerJoin(companies, eq(companies.id, shops.companyId))
    .where(eq(shops.id, id));
  if (!row) throw notFound();
  const { shop, company } = row;
  const [certificates, history] = await Promise.all([
    submittedCertificates(ctx.db, company.id),
    shopHistoryOf(ctx.db, shop.id, lang),
  ]);
  return {
    shop: toShopDetail(shop, company.name, lang),
    company: {
      id: company.id,
      name: company.name,
      creditCode: company.creditCode,
      legalPerson: company.legalPerson,
      auditStatus: company.auditStatus,
      auditStatusLabel: auditStatusLabel(company.auditStatus, lang),
      licenseUrl: encryptedFileUrl(company.licenseFileKey),
    },
    certificates: certificates.map((certificate) => toCertificate(certificate, lang)),
    history,
  };
}
