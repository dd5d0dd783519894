import { type LoginResult, USER_STATUS } from '@hgsc/contracts';
import { and, eq } from 'drizzle-orm';
import { csrfTokenFor } from '../../platform/auth/plugin.ts';
import { createSession } from '../../platform/auth/sessions.ts';
import type { AppContext } from '../../platform/context.ts';
import { forbidden } from '../../platform/http/app-error.ts';
import { companyMembers } from '../company/tables.ts';
import type { UserRow } from './tables.ts';
import { toUserInfo } from './user-info.ts';

export interface ClientMeta {
  ip: string | null;
  userAgent: string | null;
}

/**
 * A new session (new token at every login) and the login result of SPEC §3, for a user whose
 * credentials were just proven; a disabled account gets none.
 */
export async function issueSession(ctx: AppContext, user: UserRow, meta: ClientMeta): Promise<LoginResult> {
  if (user.status !== USER_STATUS.ENABLED) throw forbidden('user.disabled');
  if (user.ownerCompanyId !== null && !(await ownerMembershipEnabled(ctx, user))) throw forbidden('user.subAccountDisabled');
  const { token, expiresAt } = await createSession(ctx.db, user.id, meta.ip, meta.userAgent?.slice(0, 500) ?? null);
  return {
    token,
    csrfToken: csrfTokenFor(ctx.secrets.csrf, token),
    expiresAt: expiresAt.toISOString(),
    userInfo: toUserInfo(user),
  };
}

/** A sub-account the company created exists for that company only: no enabled membership, no login. */
async function ownerMembershipEnabled(ctx: AppContext, user: UserRow): Promise<boolean> {
  const [member] = await ctx.db
    .select({ status: companyMembers.status })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, user.ownerCompanyId as number), eq(companyMembers.userId, user.id)));
  return member?.status === 1;
}
