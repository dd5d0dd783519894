import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Db } from '../../platform/db/client.ts';
import { forbidden, invalidField, tooMany } from '../../platform/http/app-error.ts';
import type { UserRow } from '../user/index.ts';
import { assertPending, inviteCodeHash } from './invitations.ts';
import { type CompanyInvitationRow, companyInvitations } from './tables.ts';

/** Wrong invitation codes per caller in a 15-minute window. */
export const INVITE_CODE_WINDOW_SECONDS = 15 * 60;
export const INVITE_CODE_MAX_FAILS = 10;

const failKey = (userId: number) => `invite:code:${userId}`;

/**
 * The pending invitation of `code` for the caller. Every attempt takes a slot of the caller's
 * counter first (parallel guesses cannot slip past it); only a code that exists and was sent to
 * the caller's mobile gives it back. Unknown → 400 on `code`, another mobile's → 403, not
 * pending → 409 naming the state, too many wrong → 429.
 */
export async function invitationForCode(
  ctx: AppContext,
  db: Db,
  user: UserRow,
  code: string,
  forUpdate = false,
): Promise<CompanyInvitationRow> {
  const hit = await ctx.limiter.hit(failKey(user.id), INVITE_CODE_WINDOW_SECONDS);
  if (hit.count > INVITE_CODE_MAX_FAILS) {
    throw tooMany('invite.throttled', hit.retryAfterSeconds, { minutes: Math.max(1, Math.ceil(hit.retryAfterSeconds / 60)) });
  }
  const query = db
    .select()
    .from(companyInvitations)
    .where(eq(companyInvitations.codeHash, inviteCodeHash(ctx, code)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw invalidField('code', 'invite.codeInvalid');
  if (row.mobile !== user.mobile) throw forbidden('invite.mobileMismatch');
  await ctx.limiter.undo(failKey(user.id));
  assertPending(row);
  return row;
}
