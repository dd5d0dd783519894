import type { Language, OrderDetail } from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { AppError, notFound, tooMany } from '../../platform/http/app-error.ts';
import { burnPasswordCheck, verifyPassword } from '../../platform/security/password.ts';
import { detailOf } from './order-detail.ts';
import { orders } from './tables.ts';

/** Wrong passwords allowed per link and per address in 15 minutes. */
const WRONG_TRIES = 5;
const WINDOW_SECONDS = 15 * 60;

/**
 * POST /order/share/view (public): the order behind a share link, read-only (no party, no
 * actions), when the password matches. Wrong passwords are throttled per link and per address.
 */
export async function viewShared(
  ctx: AppContext,
  body: { token: string; password: string },
  ip: string,
  lang: Language,
): Promise<OrderDetail> {
  const keys = [`order-share:${body.token}`, `order-share-ip:${ip}`];
  for (const key of keys) {
    const hit = await ctx.limiter.hit(key, WINDOW_SECONDS);
    if (hit.count > WRONG_TRIES) {
      await ctx.limiter.undo(key);
      throw tooMany('order.shareTooManyTries', hit.retryAfterSeconds, { seconds: hit.retryAfterSeconds });
    }
  }
  const [order] = await ctx.db.select().from(orders).where(eq(orders.shareToken, body.token));
  const matches = order?.sharePasswordHash
    ? await verifyPassword(order.sharePasswordHash, body.password)
    : await burnPasswordCheck(body.password);
  if (!order) throw notFound('order.shareNotFound');
  if (!matches) throw new AppError('FORBIDDEN', 'order.sharePasswordWrong');
  // A right password does not count against the limit.
  for (const key of keys) await ctx.limiter.undo(key);
  return detailOf(ctx.db, order, { companyId: null, userId: null, lang });
}
