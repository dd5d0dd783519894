import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { violatedUniqueConstraint } from '../../platform/db/errors.ts';
import { invalidField } from '../../platform/http/app-error.ts';
import { consumeSmsCode } from '../../platform/sms/codes.ts';
import { verifyMobileTicket } from './mobile-ticket.ts';
import { type UserRow, users } from './tables.ts';
import { isMobileTaken, mobileTaken } from './users-repo.ts';

/** POST /user/change/mobile: old-mobile ticket + code sent to the new mobile. */
export async function changeMobile(
  ctx: AppContext,
  auth: { user: UserRow; sessionId: number },
  input: { ticket: string; mobile: string; code: string },
): Promise<UserRow> {
  const { user } = auth;
  verifyMobileTicket(ctx.secrets.ticket, input.ticket, { userId: user.id, sessionId: auth.sessionId, mobile: user.mobile });
  if (input.mobile === user.mobile) throw invalidField('mobile', 'user.sameMobile');
  if (await isMobileTaken(ctx.db, input.mobile)) throw mobileTaken();
  await consumeSmsCode(ctx, { mobile: input.mobile, purpose: 'bind_mobile', code: input.code });
  try {
    const [updated] = await ctx.db
      .update(users)
      .set({ mobile: input.mobile, updatedAt: new Date() })
      .where(and(eq(users.id, user.id), eq(users.mobile, user.mobile)))
      .returning();
    // The mobile changed meanwhile (a parallel change): the ticket was for the old one.
    if (!updated) throw invalidField('ticket', 'user.mobileTicketInvalid');
    return updated;
  } catch (error) {
    if (violatedUniqueConstraint(error)) throw mobileTaken();
    throw error;
  }
}
