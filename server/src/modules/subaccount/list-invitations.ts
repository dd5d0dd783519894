import { type Invitation, type InviteListQuery, type Page, toPage } from '@hgsc/contracts';
import { and, count, desc, eq, gt, lte, or, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { users } from '../user/tables.ts';
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
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ invitation: companyInvitations, inviter: { id: users.id, name: users.name } })
      .from(companyInvitations)
      .innerJoin(users, eq(users.id, companyInvitations.invitedBy))
      .where(where)
      .orderBy(desc(companyInvitations.createdAt), desc(companyInvitations.id))
      .limit(query.size)
      .offset((query.current - 1) * query.size),
    ctx.db.select({ n: count() }).from(companyInvitations).where(where),
  ]);
  return toPage(
    rows.map((r) => toInvitation(r.invitation, r.inviter)),
    total?.n ?? 0,
    query,
  );
}
