import type { InviteAcceptResult } from '@hgsc/contracts';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Db } from '../../platform/db/client.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import { companies, companyMembers } from '../company/index.ts';
import { type UserRow, users } from '../user/index.ts';
import { normaliseCodes } from './access.ts';
import { invitationBlocker } from './invitations.ts';
import { invitationForCode } from './redeem-code.ts';
import { type CompanyInvitationRow, companyInvitations } from './tables.ts';

/**
 * The invited permissions the inviter still holds now: a limited manager whose permissions were
 * narrowed (or who was disabled) after inviting cannot pass on what it lost. The main account holds all.
 */
async function grantableNow(tx: Db, invitation: CompanyInvitationRow): Promise<string[]> {
  const invited = normaliseCodes(invitation.permissions);
  const [inviter] = await tx
    .select({ isMain: companyMembers.isMain, permissions: companyMembers.permissions })
    .from(companyMembers)
    .where(
      and(
        eq(companyMembers.companyId, invitation.companyId),
        eq(companyMembers.userId, invitation.invitedBy),
        eq(companyMembers.status, 1),
      ),
    );
  if (!inviter) return [];
  return inviter.isMain ? invited : invited.filter((code) => inviter.permissions.includes(code));
}

/**
 * POST /user/invite/accept {code}: the caller (logged in with the invited mobile) becomes a
 * sub-account of the company with the invited permissions, and the company becomes its active
 * one. `ctx.db` is the call's transaction: the invitation is locked in it, so a code is used once.
 */
export async function acceptInvitation(ctx: AppContext, caller: UserRow, code: string): Promise<InviteAcceptResult> {
  const tx = ctx.db;
  const invitation = await invitationForCode(ctx, tx, caller, code, true);
  const [user] = await tx.select().from(users).where(eq(users.id, caller.id)).for('update');
  if (!user) throw notFound();
  const blocker = await invitationBlocker(tx, invitation.companyId, user);
  if (blocker) throw new AppError('CONFLICT', blocker);
  const permissions = await grantableNow(tx, invitation);
  const now = new Date();
  const [disabledMember] = await tx
    .select({ id: companyMembers.id })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, invitation.companyId), eq(companyMembers.userId, user.id)));
  if (disabledMember) {
    // A member the company had disabled comes back with the new permissions.
    await tx
      .update(companyMembers)
      .set({ status: 1, permissions, updatedAt: now })
      .where(eq(companyMembers.id, disabledMember.id));
  } else {
    await tx.insert(companyMembers).values({ companyId: invitation.companyId, userId: user.id, isMain: false, permissions });
  }
  await tx.update(users).set({ activeCompanyId: invitation.companyId, updatedAt: now }).where(eq(users.id, user.id));
  await tx
    .update(companyInvitations)
    .set({ status: 'accepted', acceptedBy: user.id, acceptedAt: now, updatedAt: now })
    .where(eq(companyInvitations.id, invitation.id));
  const [company] = await tx
    .select({ id: companies.id, name: companies.name, auditStatus: companies.auditStatus })
    .from(companies)
    .where(eq(companies.id, invitation.companyId));
  if (!company) throw notFound();
  return { company, permissions };
}
