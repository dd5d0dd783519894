import { tooMany } from '../../platform/http/app-error.ts';
import type { RateLimiter } from '../../platform/security/rate-limiter.ts';

/** Brute-force limits of password checks: per account and per IP, in a 15-minute window. */
export const LOGIN_WINDOW_SECONDS = 15 * 60;
export const LOGIN_MAX_TRIES_PER_ACCOUNT = 5;
export const LOGIN_MAX_FAILS_PER_IP = 20;

const accountKey = (subject: string) => `login:acct:${subject}`;
const ipKey = (ip: string) => `login:ip:${ip}`;

/**
 * The counter subject of a login name: the account when it exists (so user name and mobile share
 * one counter), else the name itself — either way the caller sees the same behaviour.
 */
export const loginSubject = (userId: number | undefined, identifier: string) =>
  userId === undefined ? `name:${identifier.toLowerCase()}` : `user:${userId}`;

export const throttled = (retryAfterSeconds: number, key: 'user.loginThrottled' | 'user.passwordCheckThrottled') =>
  tooMany(key, retryAfterSeconds, { minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) });

/**
 * Runs before any password is verified. Both counters are taken atomically here, so parallel
 * guesses cannot slip past a limit that is only read. The IP limit is meant for failures (many
 * colleagues behind one NAT must still log in): `loginSucceeded` hands the IP slot back.
 */
export async function admitLoginAttempt(limiter: RateLimiter, subject: string, ip: string | null) {
  if (ip) {
    const perIp = await limiter.hit(ipKey(ip), LOGIN_WINDOW_SECONDS);
    if (perIp.count > LOGIN_MAX_FAILS_PER_IP) throw throttled(perIp.retryAfterSeconds, 'user.loginThrottled');
  }
  const perAccount = await limiter.hit(accountKey(subject), LOGIN_WINDOW_SECONDS);
  if (perAccount.count > LOGIN_MAX_TRIES_PER_ACCOUNT) {
    if (ip) await limiter.undo(ipKey(ip));
    throw throttled(perAccount.retryAfterSeconds, 'user.loginThrottled');
  }
}

export async function loginSucceeded(limiter: RateLimiter, subject: string, ip: string | null) {
  await limiter.reset(accountKey(subject));
  if (ip) await limiter.undo(ipKey(ip));
}

/** The owner proved the mobile: a lock-out of the account from earlier guesses ends. */
export async function resetLoginThrottle(limiter: RateLimiter, subject: string) {
  await limiter.reset(accountKey(subject));
}
