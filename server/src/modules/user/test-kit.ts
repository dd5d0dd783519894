/** Helpers shared by the user module's integration tests (not a test file itself). */
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { freshIp, solveCaptcha, type TestApp } from '../../../test/harness.ts';
import { usualLogs } from '../../platform/logs/tables.ts';

/** The cookies a response set, by name (value and raw attributes). */
export function setCookies(res: LightMyRequestResponse) {
  const raw = res.headers['set-cookie'];
  const lines = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  return Object.fromEntries(
    lines.map((line) => {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const index = pair.indexOf('=');
      return [pair.slice(0, index), { value: pair.slice(index + 1), attributes: attributes.map((a) => a.toLowerCase()) }];
    }),
  );
}

/** Password login from `ip`; answers the raw response. */
export async function pwdLogin(t: TestApp, userName: string, password: string, ip = freshIp()) {
  return t.call({
    method: 'POST',
    url: '/api/user/pwd/login',
    remoteAddress: ip,
    payload: { userName, password, captchaVerification: await solveCaptcha(t), type: 'account' },
  });
}

/** Sends a code through a public GET call (login, lose) and answers the response. */
export async function sendPublicCode(t: TestApp, path: 'login' | 'lose', mobile: string, ip = freshIp()) {
  return t.call({
    method: 'GET',
    url: `/api/user/send/${path}/code`,
    remoteAddress: ip,
    query: { mobile, captchaVerification: await solveCaptcha(t) },
  });
}

/** Sends a code to the caller's own mobile (change pwd / change mobile). */
export async function sendOwnCode(t: TestApp, token: string, path: 'pwd' | 'mobile', ip = freshIp()) {
  return t.call({
    method: 'GET',
    url: `/api/user/send/change/${path}/code`,
    token,
    remoteAddress: ip,
    query: { captchaVerification: await solveCaptcha(t) },
  });
}

/** The business events written for a user, oldest first (flushes the log buffer first). */
export async function eventsOf(t: TestApp, event: string) {
  await t.ctx.logs.flush();
  const rows = await t.ctx.db.select().from(usualLogs).where(eq(usualLogs.event, event)).orderBy(usualLogs.id);
  return rows.map((row) => ({ ...row, detail: row.detail ? (JSON.parse(row.detail) as Record<string, unknown>) : null }));
}
