import type { PageQuery, Regulation } from '@hgsc/contracts';
import { and, count, desc, eq, ilike, isNull } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { containsPattern } from '../../platform/db/like.ts';
import { readPage } from '../../platform/db/paging.ts';
import { users } from '../user/index.ts';
import { toRegulation } from './regulation-repo.ts';
import { companyRegulations } from './tables.ts';

/** POST /company/regulation/select/list: the company's live regulations (current version each), last changed first. */
export async function listRegulations(ctx: AppContext, companyId: number, query: PageQuery & { keyword?: string | undefined }) {
  const where = and(
    eq(companyRegulations.companyId, companyId),
    isNull(companyRegulations.deletedAt),
    query.keyword ? ilike(companyRegulations.title, containsPattern(query.keyword)) : undefined,
  );
  return readPage(
    query,
    ctx.db
      .select({ regulation: companyRegulations, updatedBy: users.name })
      .from(companyRegulations)
      .leftJoin(users, eq(users.id, companyRegulations.updatedBy))
      .where(where)
      .orderBy(desc(companyRegulations.updatedAt), desc(companyRegulations.id)),
    ctx.db.select({ n: count() }).from(companyRegulations).where(where),
    (r): Regulation => toRegulation(r.regulation, r.updatedBy),
  );
}
