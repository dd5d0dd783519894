import type { InviteInfo } from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { companies } from '../company/index.ts';
import type { UserRow } from '../user/index.ts';
import { maskMobile, users } from '../user/index.ts';
import { normaliseCodes } from './access.ts';
import { invitationStatus } from './invitations.ts';
import { invitationForCode } from './redeem-code.ts';

/** GET /user/invite/info?code: what the invitee is asked to accept (company and permissions). */
export async function invitationInfo(ctx: AppContext, user: UserRow, code: string): Promise<InviteInfo> {
  const row = await invitationForCode(ctx, ctx.db, user, code);
  const [found] = await ctx.db
    .select({ company: { id: companies.id, name: companies.name }, inviterName: users.name })
    .from(companies)
    .innerJoin(users, eq(users.id, row.invitedBy))
    .where(eq(companies.id, row.companyId));
  if (!found) throw notFound();
  return {
    id: row.id,
    company: found.company,
    inviterName: found.inviterName,
    mobileMasked: maskMobile(row.mobile),
    permissions: normaliseCodes(row.permissions),
    status: invitationStatus(row),
    expiresAt: row.expiresAt.toISOString(),
  };
}
