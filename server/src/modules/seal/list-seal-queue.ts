import type { AdminSeal, AdminSealListBody, Language } from '@hgsc/contracts';
import { and, asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { containsPattern } from '../../platform/db/like.ts';
import { readPage } from '../../platform/db/paging.ts';
import { companies } from '../company/index.ts';
import { users } from '../user/index.ts';
import { inForceColumn, toAdminSeal } from './admin-seal-view.ts';
import { companySeals } from './tables.ts';

/**
 * POST /admin/seal/audit/list (operator): seal applications, those under review first (oldest
 * submission first, as a queue), then the decided ones newest first; status, role and a keyword
 * (company name or credit code) narrow.
 */
export async function listSealQueue(ctx: AppContext, query: AdminSealListBody, language: Language) {
  const pattern = query.keyword ? containsPattern(query.keyword) : undefined;
  const where = and(
    query.status === undefined ? undefined : eq(companySeals.auditStatus, query.status),
    query.role === undefined ? undefined : eq(companySeals.role, query.role),
    pattern ? or(ilike(companies.name, pattern), ilike(companies.creditCode, pattern)) : undefined,
  );
  const pendingFirst = sql`case when ${companySeals.auditStatus} = 0 then 0 else 1 end`;
  const queueOrder = sql`case when ${companySeals.auditStatus} = 0 then ${companySeals.submittedAt} end`;
  return readPage(
    query,
    ctx.db
      .select({
        seal: companySeals,
        company: { id: companies.id, name: companies.name, creditCode: companies.creditCode },
        submittedByName: users.name,
        inForce: inForceColumn(ctx.db),
      })
      .from(companySeals)
      .innerJoin(companies, eq(companies.id, companySeals.companyId))
      .leftJoin(users, eq(users.id, companySeals.submittedBy))
      .where(where)
      .orderBy(asc(pendingFirst), asc(queueOrder), desc(companySeals.submittedAt), desc(companySeals.id)),
    ctx.db.select({ n: count() }).from(companySeals).innerJoin(companies, eq(companies.id, companySeals.companyId)).where(where),
    (row): AdminSeal => toAdminSeal(row, language),
  );
}
