import type { SubCheckMobileResult } from '@hgsc/contracts';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { countUse } from '../../platform/security/use-limit.ts';
import { companyMembers } from '../company/index.ts';
import { findUserByMobile } from '../user/index.ts';
import type { Manager } from './access.ts';
import { invitationBlocker } from './invitations.ts';

export const SUB_CHECK_WINDOW_SECONDS = 60;
export const SUB_CHECK_MAX_PER_USER = 30;

/**
 * POST /user/subCheckMobileExist: is a mobile free for a new sub-account, or a registered user
 * who could be invited? Counted per caller, so it is no enumeration service.
 */
export async function checkSubMobile(ctx: AppContext, manager: Manager, mobile: string): Promise<SubCheckMobileResult> {
  await countUse(ctx.limiter, `subaccount-check:${manager.userId}`, SUB_CHECK_WINDOW_SECONDS, SUB_CHECK_MAX_PER_USER);
  const user = await findUserByMobile(ctx.db, mobile);
  if (!user) return { exists: false, available: true, member: false, invitable: false };
  const [membership] = await ctx.db
    .select({ id: companyMembers.id })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, manager.companyId), eq(companyMembers.userId, user.id)));
  const invitable = (await invitationBlocker(ctx.db, manager.companyId, user)) === null;
  return { exists: true, available: false, member: Boolean(membership), invitable };
}
