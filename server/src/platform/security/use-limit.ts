import { tooMany } from '../http/app-error.ts';
import type { RateLimiter } from './rate-limiter.ts';

/**
 * Counts one use of `key` in its fixed window and refuses it past `max` uses: 429 'error.tooMany' with the seconds
 * until the window ends. For limits on plain use (calls a minute, messages an hour); limits with their own message or
 * with hits taken back (login, invitation codes, link secrets) use the limiter directly.
 */
export async function countUse(limiter: RateLimiter, key: string, windowSeconds: number, max: number): Promise<void> {
  const hit = await limiter.hit(key, windowSeconds);
  if (hit.count > max) throw tooMany('error.tooMany', hit.retryAfterSeconds);
}
