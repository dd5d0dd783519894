import type { CompanyAuthorization, Language, MyCompany } from '@hgsc/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type UserRow, users } from '../user/index.ts';
import { authorizationInfo } from './authorization-info.ts';
import { findMembership } from './membership.ts';
import { companies, companyMembers } from './tables.ts';
import { auditStatusLabel } from './view.ts';

/** GET /company/my/list: the companies the caller is an enabled member of, for the switcher. */
export async function myCompanies(ctx: AppContext, user: UserRow, lang: Language): Promise<MyCompany[]> {
  const rows = await ctx.db
    .select({ company: companies, member: companyMembers })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(and(eq(companyMembers.userId, user.id), eq(companyMembers.status, 1)))
    .orderBy(asc(companyMembers.createdAt), asc(companyMembers.id));
  return rows.map(({ company, member }) => ({
    companyId: company.id,
    name: company.name,
    auditStatus: company.auditStatus,
    auditStatusLabel: auditStatusLabel(company.auditStatus, lang),
    isMain: member.isMain,
    active: company.id === user.activeCompanyId,
  }));
}

/**
 * POST /company/change/company: every later call acts for `companyId` (users.active_company_id).
 * The caller must be an enabled member; 404 otherwise. Answers the caller's standing there.
 */
export async function changeCompany(tx: Db, user: UserRow, companyId: number, lang: Language): Promise<CompanyAuthorization> {
  const found = await findMembership(tx, user.id, companyId);
  if (!found) throw new AppError('NOT_FOUND', 'company.notMember');
  await tx.update(users).set({ activeCompanyId: companyId, updatedAt: new Date() }).where(eq(users.id, user.id));
  const { company, member } = found;
  return authorizationInfo(
    {
      companyId: company.id,
      companyName: company.name,
      auditStatus: company.auditStatus,
      isMain: member.isMain,
      permissions: member.permissions,
    },
    lang,
  );
}
