import { AUDIT_STATUS, type CompanyProfile, type PageQuery, type PassCompany } from '@hgsc/contracts';
import { and, asc, count, eq, ilike, or } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { containsPattern } from '../../platform/db/like.ts';
import { readPage } from '../../platform/db/paging.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { companies } from './tables.ts';
import { regionNames } from './view.ts';

/** GET /company/information: the public profile of a certified company; 404 for any other. */
export async function companyProfile(ctx: AppContext, id: number): Promise<CompanyProfile> {
  const [row] = await ctx.db
    .select()
    .from(companies)
    .where(and(eq(companies.id, id), eq(companies.auditStatus, AUDIT_STATUS.APPROVED)));
  if (!row) throw notFound();
  const { provinceName, cityName, areaName } = regionNames(row);
  return {
    id: row.id,
    name: row.name,
    intro: row.intro,
    provinceName,
    cityName,
    areaName,
    certifiedAt: (row.auditedAt ?? row.updatedAt).toISOString(),
  };
}

/** GET /company/passCompanyList: certified companies for pickers, by name; keyword matches name or credit code. */
export async function passCompanyList(ctx: AppContext, query: PageQuery & { keyword?: string | undefined }) {
  const pattern = query.keyword ? containsPattern(query.keyword) : undefined;
  const where = and(
    eq(companies.auditStatus, AUDIT_STATUS.APPROVED),
    pattern ? or(ilike(companies.name, pattern), ilike(companies.creditCode, pattern)) : undefined,
  );
  return readPage(
    query,
    ctx.db.select().from(companies).where(where).orderBy(asc(companies.name), asc(companies.id)),
    ctx.db.select({ n: count() }).from(companies).where(where),
    (row): PassCompany => {
      const { provinceName, cityName } = regionNames(row);
      return { id: row.id, name: row.name, creditCode: row.creditCode, provinceName, cityName };
    },
  );
}
