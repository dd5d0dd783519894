import { randomInt } from 'node:crypto';
import {
  INVITE_CODE_ALPHABET,
  INVITE_CODE_LENGTH,
  type Invitation,
  type InvitationStatus,
  type MessageKey,
} from '@hgsc/contracts';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Db } from '../../platform/db/client.ts';
import { wrongState } from '../../platform/http/app-error.ts';
import { hmac } from '../../platform/security/hashing.ts';
import { companyMembers } from '../company/index.ts';
import type { UserRow } from '../user/index.ts';
import { maskMobile } from '../user/index.ts';
import { normaliseCodes } from './access.ts';
import type { CompanyInvitationRow } from './tables.ts';

/** A one-time invitation code (≈50 bits; wrong guesses are throttled per caller). */
export function newInviteCode(): string {
  let code = '';
  for (let i = 0; i < INVITE_CODE_LENGTH; i += 1) code += INVITE_CODE_ALPHABET[randomInt(INVITE_CODE_ALPHABET.length)];
  return code;
}

/** Only a keyed hash of the code is stored: the table alone does not yield usable codes. */
export const inviteCodeHash = (ctx: AppContext, code: string) => hmac(ctx.secrets.ticket, `invite:${code.toUpperCase()}`);

/** The status as the client sees it: a pending invitation past its expiry is expired. */
export function invitationStatus(row: CompanyInvitationRow, now = Date.now()): InvitationStatus {
  return row.status === 'pending' && row.expiresAt.getTime() <= now ? 'expired' : row.status;
}

const STATE_MESSAGES: Record<Exclude<InvitationStatus, 'pending'>, MessageKey> = {
  accepted: 'invite.alreadyAccepted',
  cancelled: 'invite.alreadyCancelled',
  expired: 'invite.expired',
};

/** 409 naming the current state unless the invitation is still pending. */
export function assertPending(row: CompanyInvitationRow) {
  const status = invitationStatus(row);
  if (status !== 'pending') throw wrongState(STATE_MESSAGES[status]);
}

export function toInvitation(row: CompanyInvitationRow, inviter: { id: number; name: string }): Invitation {
  return {
    id: row.id,
    mobile: row.mobile,
    mobileMasked: maskMobile(row.mobile),
    name: row.name,
    permissions: normaliseCodes(row.permissions),
    status: invitationStatus(row),
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    invitedBy: inviter,
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
  };
}

/**
 * Why `user` cannot join `companyId` by invitation, or null: another company's own sub-account
 * exists only for that company; a main account, an enabled member, or an account the company
 * created itself (re-enable it instead) is already a member. A member the company disabled may be
 * invited again.
 */
export async function invitationBlocker(db: Db, companyId: number, user: UserRow): Promise<MessageKey | null> {
  if (user.ownerCompanyId !== null && user.ownerCompanyId !== companyId) return 'invite.ownedElsewhere';
  const [member] = await db
    .select()
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, user.id)));
  if (member && (member.isMain || member.status === 1 || user.ownerCompanyId === companyId)) return 'invite.alreadyMember';
  return null;
}
