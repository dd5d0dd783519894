import { type AdminCompanyDetail, type AdminCompanyRow, AUDIT_STATUS, type Language, type PageQuery } from '@hgsc/contracts';
import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { containsPattern } from '../../platform/db/like.ts';
import { readPage } from '../../platform/db/paging.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { users } from '../user/index.ts';
import { companies, companyMembers } from './tables.ts';
import { auditStatusLabel, historyOf, regionNames, toCompanyDetail } from './view.ts';

type ListQuery = PageQuery & { status?: number | undefined; keyword?: string | undefined };

function filterOf(query: ListQuery): SQL | undefined {
  const pattern = query.keyword ? containsPattern(query.keyword) : undefined;
  return and(
    query.status === undefined ? undefined : eq(companies.auditStatus, query.status),
    pattern
      ? or(ilike(companies.name, pattern), ilike(companies.creditCode, pattern), ilike(companies.contactMobile, pattern))
      : undefined,
  );
}

async function listCompanies(ctx: AppContext, query: ListQuery, lang: Language, order: 'queue' | 'newest') {
  const where = filterOf(query);
  const orderBy =
    order === 'queue' ? [asc(companies.submittedAt), asc(companies.id)] : [desc(companies.createdAt), desc(companies.id)];
  return readPage(
    query,
    ctx.db
      .select({ company: companies, ownerUserName: users.userName })
      .from(companies)
      .innerJoin(users, eq(users.id, companies.ownerUserId))
      .where(where)
      .orderBy(...orderBy),
    ctx.db.select({ n: count() }).from(companies).where(where),
    ({ company, ownerUserName }): AdminCompanyRow => {
      const { provinceName, cityName } = regionNames(company);
      return {
        id: company.id,
        name: company.name,
        creditCode: company.creditCode,
        legalPerson: company.legalPerson,
        contactName: company.contactName,
        contactMobile: company.contactMobile,
        provinceName,
        cityName,
        auditStatus: company.auditStatus,
        auditStatusLabel: auditStatusLabel(company.auditStatus, lang),
        ownerUserName,
        submittedAt: company.submittedAt.toISOString(),
        auditedAt: company.auditedAt?.toISOString() ?? null,
      };
    },
  );
}

/** GET /admin/company/audit/list: the audit queue (default 审核中), oldest submission first. */
export const companyAuditQueue = (ctx: AppContext, query: ListQuery, lang: Language) =>
  listCompanies(ctx, { ...query, status: query.status ?? AUDIT_STATUS.PENDING }, lang, 'queue');

/** GET /admin/company/list: every company, newest first, by status and keyword. */
export const adminCompanyList = (ctx: AppContext, query: ListQuery, lang: Language) => listCompanies(ctx, query, lang, 'newest');

/** GET /admin/company/detail: the application, its licence link, its owner and its history. */
export async function adminCompanyDetail(ctx: AppContext, id: number, lang: Language): Promise<AdminCompanyDetail> {
  const [row] = await ctx.db
    .select({ company: companies, owner: users })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.ownerUserId))
    .where(eq(companies.id, id));
  if (!row) throw notFound();
  const [members] = await ctx.db.select({ n: count() }).from(companyMembers).where(eq(companyMembers.companyId, id));
  return {
    company: toCompanyDetail(row.company, lang),
    owner: { id: row.owner.id, userName: row.owner.userName, name: row.owner.name, mobile: row.owner.mobile },
    memberCount: members?.n ?? 0,
    history: await historyOf(ctx.db, id, lang),
  };
}
