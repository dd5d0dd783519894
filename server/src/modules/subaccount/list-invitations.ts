import type { Invitation, InviteListQuery, Page } from '@hgsc/contracts';
import { and, count, desc, eq, gt, lte, or, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { readPage } from '../../platform/db/paging.ts';
import { users } from '../user/index.ts';
import { toInvitation } from './invitations.ts';
import { companyInvitations } from './tables.ts';

/** The SQL reading of a client-side status (pending past expiry reads as expired). */
function statusCondition(status: InviteListQuery['status'], now: Date): SQL | undefined {
  const t = companyInvitations;
  switch (status) {
    case undefined:
      return undefined;
    case 'pending':
      return and(eq(t.status, 'pending'), gt(t.expiresAt, now));
    case 'expired':
      return or(eq(t.status, 'expired'), and(eq(t.status, 'pending'), lte(t.expiresAt, now)));
    default:
      return eq(t.status, status);
  }
}

/** GET /user/subaccount/invite/list: the company's invitations, newest first. */
export async function listInvitations(ctx: AppContext, companyId: number, query: InviteListQuery): Promise<Page<Invitation>> {
  const where = and(eq(companyInvitations.companyId, companyId), statusCondition(query.status, new Date()));
  return readPage(
    query,
    ctx.db
      .select({ invitation: companyInvitations, inviter: { id: users.id, name: users.name } })
      .from(companyInvitations)
      .innerJoin(users, eq(users.id, companyInvitations.invitedBy))
      .where(where)
      .orderBy(desc(companyInvitations.createdAt), desc(companyInvitations.id)),
    ctx.db.select({ n: count() }).from(companyInvitations).where(where),
    (r) => toInvitation(r.invitation, r.inviter),
  );
}
