import type { AppContext } from '../../platform/context.ts';
import { consumeSmsCode } from '../../platform/sms/codes.ts';
import { issueMobileTicket } from './mobile-ticket.ts';
import type { UserRow } from './tables.ts';

/** POST /user/valid/old/mobile: the code sent to the current mobile buys a short-lived ticket. */
export async function verifyOldMobile(ctx: AppContext, auth: { user: UserRow; sessionId: number }, code: string) {
  await consumeSmsCode(ctx, { mobile: auth.user.mobile, purpose: 'change_mobile_old', code });
  return issueMobileTicket(ctx.secrets.ticket, { userId: auth.user.id, sessionId: auth.sessionId, mobile: auth.user.mobile });
}
