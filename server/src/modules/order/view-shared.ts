import type { Language, OrderDetail } from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import { checkLinkSecret } from '../../platform/security/link-secret.ts';
import { detailOf } from './order-detail.ts';
import { orders } from './tables.ts';

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
  const [order] = await ctx.db.select().from(orders).where(eq(orders.shareToken, body.token));
  const matches = await checkLinkSecret(ctx, {
    keys: [`order-share:${body.token}`, `order-share-ip:${ip}`],
    hash: order?.sharePasswordHash,
    secret: body.password,
    tooManyKey: 'order.shareTooManyTries',
  });
  if (!order) throw notFound('order.shareNotFound');
  if (!matches) throw new AppError('FORBIDDEN', 'order.sharePasswordWrong');
  return detailOf(ctx.db, order, { companyId: null, userId: null, lang });
}
