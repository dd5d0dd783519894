import { INVITATION_TTL_DAYS, INVITE_PAGE_PATH, type Invitation, type InviteBody } from '@hgsc/contracts';
import { and, eq, ne } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { AppError, tooMany } from '../../platform/http/app-error.ts';
import { findUserByMobile, users } from '../user/index.ts';
import { assertCanGrant, type Manager, normaliseCodes } from './access.ts';
import { invitationBlocker, inviteCodeHash, newInviteCode, toInvitation } from './invitations.ts';
import { companyInvitations } from './tables.ts';

/** One SMS per mobile and company a minute; a company sends at most this many a day. */
export const INVITE_RESEND_SECONDS = 60;
export const INVITE_DAILY_CAP_PER_COMPANY = 50;

export const invitationSms = (companyName: string, code: string) =>
  `【化工商城】${companyName}邀请您成为其企业子账号。请用本手机号登录后打开 ${INVITE_PAGE_PATH}?code=${code} ，` +
  `或在「邀请用户」页输入邀请码 ${code}，${INVITATION_TTL_DAYS} 天内有效。如非本人操作，请忽略本短信。`;

/**
 * POST /user/subaccount/invite: an invitation with the granted permissions and an SMS with the
 * link and the one-time code. The mobile need not be registered yet. A new invitation replaces
 * the company's pending one to the same mobile.
 */
export async function sendInvitation(
  ctx: AppContext,
  manager: Manager,
  input: InviteBody,
  ip: string | null,
): Promise<Invitation> {
  const permissions = normaliseCodes(input.permissions);
  assertCanGrant(manager, permissions);
  const existing = await findUserByMobile(ctx.db, input.mobile);
  if (existing) {
    const blocker = await invitationBlocker(ctx.db, manager.companyId, existing);
    if (blocker) throw new AppError('CONFLICT', blocker, {}, { field: 'mobile' });
  }
  const resend = await ctx.limiter.hit(`invite:send:${manager.companyId}:${input.mobile}`, INVITE_RESEND_SECONDS);
  if (resend.count > 1) throw tooMany('sms.resendTooSoon', resend.retryAfterSeconds, { seconds: resend.retryAfterSeconds });
  const daily = await ctx.limiter.hit(`invite:daily:${manager.companyId}`, 24 * 3600);
  if (daily.count > INVITE_DAILY_CAP_PER_COMPANY) throw tooMany('invite.dailyCap', daily.retryAfterSeconds);

  const code = newInviteCode();
  const [row] = await ctx.db
    .insert(companyInvitations)
    .values({
      companyId: manager.companyId,
      mobile: input.mobile,
      name: input.name ?? null,
      permissions,
      codeHash: inviteCodeHash(ctx, code),
      expiresAt: new Date(Date.now() + INVITATION_TTL_DAYS * 24 * 3600 * 1000),
      invitedBy: manager.userId,
    })
    .returning();
  if (!row) throw new Error('invitation insert returned no row');
  try {
    await ctx.sms.send({ mobile: input.mobile, purpose: 'invite', code, ip, content: invitationSms(manager.companyName, code) });
  } catch (error) {
    // Undelivered: no invitation stands, and the earlier one (if any) still does.
    await ctx.db.delete(companyInvitations).where(eq(companyInvitations.id, row.id));
    throw error;
  }
  await ctx.db
    .update(companyInvitations)
    .set({ status: 'cancelled', cancelledAt: new Date(), updatedAt: new Date() })
    .where(
      and(
        eq(companyInvitations.companyId, manager.companyId),
        eq(companyInvitations.mobile, input.mobile),
        eq(companyInvitations.status, 'pending'),
        ne(companyInvitations.id, row.id),
      ),
    );
  const [inviter] = await ctx.db.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, manager.userId));
  return toInvitation(row, inviter ?? { id: manager.userId, name: '' });
}
