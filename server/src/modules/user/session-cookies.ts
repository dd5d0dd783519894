import type { FastifyReply } from 'fastify';
import type { Config } from '../../config.ts';
import { CSRF_COOKIE, TOKEN_COOKIE } from '../../platform/auth/plugin.ts';
import { SESSION_TTL_MS } from '../../platform/auth/sessions.ts';

const base = (config: Config) => ({ path: '/', sameSite: 'lax' as const, secure: config.COOKIE_SECURE });

/** DESIGN §4: the token as an HttpOnly cookie; the CSRF token readable by the page. */
export function setSessionCookies(reply: FastifyReply, config: Config, session: { token: string; csrfToken: string }) {
  const maxAge = Math.floor(SESSION_TTL_MS / 1000);
  reply.setCookie(TOKEN_COOKIE, session.token, { ...base(config), httpOnly: true, maxAge });
  reply.setCookie(CSRF_COOKIE, session.csrfToken, { ...base(config), httpOnly: false, maxAge });
}

export function clearSessionCookies(reply: FastifyReply, config: Config) {
  reply.clearCookie(TOKEN_COOKIE, { ...base(config), httpOnly: true });
  reply.clearCookie(CSRF_COOKIE, { ...base(config), httpOnly: false });
}
