import type { Page, SubAccount, SubAccountListQuery } from '@hgsc/contracts';
import { and, count, desc, eq, ilike, or } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { containsPattern } from '../../platform/db/like.ts';
import { readPage } from '../../platform/db/paging.ts';
import { companyMembers } from '../company/index.ts';
import { users } from '../user/index.ts';
import { toSubAccount } from './view.ts';

/**
 * GET|POST /user/subaccount/list: the company's sub-accounts (created or invited; never the main
 * account), newest first; `keyword` matches user name, name or mobile, `status` the membership.
 */
export async function listSubAccounts(ctx: AppContext, companyId: number, query: SubAccountListQuery): Promise<Page<SubAccount>> {
  const pattern = query.keyword ? containsPattern(query.keyword) : undefined;
  const where = and(
    eq(companyMembers.companyId, companyId),
    eq(companyMembers.isMain, false),
    query.status === undefined ? undefined : eq(companyMembers.status, query.status),
    pattern ? or(ilike(users.userName, pattern), ilike(users.name, pattern), ilike(users.mobile, pattern)) : undefined,
  );
  return readPage(
    query,
    ctx.db
      .select({ member: companyMembers, user: users })
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .where(where)
      .orderBy(desc(companyMembers.createdAt), desc(companyMembers.id)),
    ctx.db.select({ n: count() }).from(companyMembers).innerJoin(users, eq(users.id, companyMembers.userId)).where(where),
    (r) => toSubAccount(r.member, r.user),
  );
}
