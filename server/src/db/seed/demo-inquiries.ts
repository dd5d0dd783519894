import Decimal from 'decimal.js';
import { eq } from 'drizzle-orm';
import { updatePrice } from '../../modules/product/index.ts';
import { quotableProducts, quoteInquiries, submitInquiry } from '../../modules/quote/index.ts';
import type { AppContext } from '../../platform/context.ts';
import { demoTraders } from './demo-orders.ts';

const day = (days: number) => new Date(Date.now() + days * 24 * 3600 * 1000).toISOString().slice(0, 10);

/**
 * 面议 in the demo: the demo seller sells the last of its offers on request, and the demo buyer has asked it for a
 * quote — the seller's 询价单 page shows one to answer. Skipped once the seller has been asked. Answers how many.
 */
export async function seedDemoInquiries(ctx: AppContext): Promise<number> {
  const traders = await demoTraders(ctx);
  if (!traders) return 0;
  const { buyer, seller } = traders;
  const [asked] = await ctx.db
    .select({ id: quoteInquiries.id })
    .from(quoteInquiries)
    .where(eq(quoteInquiries.sellerCompanyId, seller.company.id))
    .limit(1);
  if (asked) return 0;
  const offers = (await quotableProducts(ctx.db, seller.company.id, undefined)).filter((p) => !p.isDangerous && p.price !== null);
  const offer = offers.at(-1);
  if (!offer || offers.length < 3) return 0;
  await ctx.db.transaction(async (tx) => {
    await updatePrice(tx, seller.company.id, seller.caller.userId, { id: offer.id, price: null, priceTiers: [] });
    await submitInquiry(
      tx,
      buyer.caller,
      {
        productId: offer.id,
        quantity: new Decimal(offer.minOrderQty).times(10).toFixed(),
        deliveryPlace: '上海市浦东新区张江路',
        needBy: day(20),
        message: '请报到厂含税价，可先付定金',
      },
      'zh',
    );
  });
  return 1;
}
