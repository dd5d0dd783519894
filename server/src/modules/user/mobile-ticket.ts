import { invalidField } from '../../platform/http/app-error.ts';
import { hmac, randomToken, safeEqual } from '../../platform/security/hashing.ts';

/** How long the proof of the old mobile stays good for /user/change/mobile. */
export const MOBILE_TICKET_TTL_SECONDS = 10 * 60;

interface TicketSubject {
  userId: number;
  sessionId: number;
  /** The mobile that was verified; the ticket dies once the mobile changes (single use). */
  mobile: string;
}

const mac = (key: Buffer, s: TicketSubject, expires: number, nonce: string) =>
  hmac(key, `mobile-ticket:${s.userId}:${s.sessionId}:${s.mobile}:${expires}:${nonce}`);

/**
 * A stateless, HMAC-signed ticket bound to the user, the session and the verified old mobile.
 * Changing the mobile invalidates it, so it serves exactly one successful change.
 */
export function issueMobileTicket(key: Buffer, subject: TicketSubject, now = Date.now()) {
  const expires = Math.floor(now / 1000) + MOBILE_TICKET_TTL_SECONDS;
  const nonce = randomToken(12);
  return { ticket: `${expires}.${nonce}.${mac(key, subject, expires, nonce)}`, expiresInSeconds: MOBILE_TICKET_TTL_SECONDS };
}

export function verifyMobileTicket(key: Buffer, ticket: string, subject: TicketSubject, now = Date.now()): void {
  const invalid = invalidField('ticket', 'user.mobileTicketInvalid');
  const [expiresText, nonce, signature, ...rest] = ticket.split('.');
  if (!expiresText || !nonce || !signature || rest.length > 0 || !/^\d{1,12}$/.test(expiresText)) throw invalid;
  const expires = Number(expiresText);
  if (expires * 1000 <= now) throw invalid;
  if (!safeEqual(signature, mac(key, subject, expires, nonce))) throw invalid;
}
