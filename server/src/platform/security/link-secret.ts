import { randomInt } from 'node:crypto';
import type { MessageKey } from '@hgsc/contracts';
import type { AppContext } from '../context.ts';
import { tooMany } from '../http/app-error.ts';
import { burnPasswordCheck, verifyPassword } from './password.ts';

/**
 * The secret that guards a shared link (an order's share password, a contract's extraction code):
 * made here, kept only as an argon2 hash, and checked with wrong tries throttled.
 */

/** A new 6-digit secret, shown once to the person who shares. */
export const newLinkSecret = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** Wrong secrets allowed per key (the link, the address) in the window. */
export const WRONG_SECRET_TRIES = 5;
export const WRONG_SECRET_WINDOW_SECONDS = 15 * 60;

/**
 * Checks `secret` against `hash` (undefined: no such link — the same time is spent, so timing tells
 * nothing) with every try counted against each of `keys` (e.g. `share:<token>`, `share-ip:<ip>`):
 * past WRONG_SECRET_TRIES in the window → 429 with `tooManyKey` and the seconds to wait. A right
 * secret does not count. Answers whether it matched.
 */
export async function checkLinkSecret(
  ctx: Pick<AppContext, 'limiter'>,
  check: { keys: readonly string[]; hash: string | null | undefined; secret: string; tooManyKey: MessageKey },
): Promise<boolean> {
  for (const key of check.keys) {
    const hit = await ctx.limiter.hit(key, WRONG_SECRET_WINDOW_SECONDS);
    if (hit.count > WRONG_SECRET_TRIES) {
      await ctx.limiter.undo(key);
      throw tooMany(check.tooManyKey, hit.retryAfterSeconds, { seconds: hit.retryAfterSeconds });
    }
  }
  const matches = check.hash ? await verifyPassword(check.hash, check.secret) : await burnPasswordCheck(check.secret);
  if (matches) for (const key of check.keys) await ctx.limiter.undo(key);
  return matches;
}
