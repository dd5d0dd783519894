import { type Language, translate } from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { publicUrl } from '../../platform/http/public-url.ts';
import { countUse } from '../../platform/security/use-limit.ts';
import type { OrderCaller } from './order-access.ts';
import { shareOrder } from './share-order.ts';
import { orders } from './tables.ts';

/** At most this many share messages per user and hour (an SMS costs money and reaches strangers). */
const SHARE_SMS_PER_HOUR = 10;

/**
 * POST /order/shareSms: refreshes the share link (the password is only ever known when made) and
 * sends the link and password to `mobile` through the SMS provider (the outbox by default), once the
 * refreshed link has committed in its own transaction.
 */
export async function shareBySms(ctx: AppContext, caller: OrderCaller, body: { id: number; mobile: string }, lang: Language) {
  await countUse(ctx.limiter, `order-share-sms:${caller.userId}`, 3600, SHARE_SMS_PER_HOUR);
  const share = await ctx.db.transaction((tx) => shareOrder(tx, caller, body.id));
  const [order] = await ctx.db.select({ orderNo: orders.orderNo }).from(orders).where(eq(orders.id, body.id));
  const content = translate('order.shareSmsContent', lang, {
    company: caller.company.companyName,
    orderNo: order?.orderNo ?? '',
    url: publicUrl(ctx.config, share.path),
    password: share.password,
  });
  await ctx.sms.send({ mobile: body.mobile, purpose: 'order_share', content });
  return share;
}
