import Decimal from 'decimal.js';
import { eq } from 'drizzle-orm';
import { quotableProducts, quotes, saveQuote, submitQuote } from '../../modules/quote/index.ts';
import type { AppContext } from '../../platform/context.ts';
import { demoTraders } from './demo-orders.ts';

const HOUR = 3600 * 1000;
const day = (days: number) => new Date(Date.now() + days * 24 * HOUR).toISOString().slice(0, 10);

/** The catalogue's price less `percent` %, to the fen: a quote's price for a customer who asked. */
const discounted = (price: string, percent: number) =>
  new Decimal(price)
    .times(100 - percent)
    .dividedBy(100)
    .toDecimalPlaces(2, Decimal.ROUND_HALF_UP)
    .toFixed(2);

/**
 * The demo seller's quotes through their own steps: one to the demo buyer offered and revised (version 2 at a lower
 * price, version 1 kept in its history), one public quote any certified company may select, and a draft not yet
 * offered. Each stands a week. Skipped when the demo seller has quoted already. Answers how many it made.
 */
export async function seedDemoQuotes(ctx: AppContext): Promise<number> {
  const traders = await demoTraders(ctx);
  if (!traders) return 0;
  const { buyer, seller } = traders;
  const [quoted] = await ctx.db
    .select({ id: quotes.id })
    .from(quotes)
    .where(eq(quotes.supplierCompanyId, seller.company.id))
    .limit(1);
  if (quoted) return 0;
  const offers = (await quotableProducts(ctx.db, seller.company.id, undefined)).flatMap((p) =>
    !p.isDangerous && p.price !== null ? [{ ...p, price: p.price }] : [],
  );
  const [first, second] = offers;
  if (!first || !second) return 0;
  const terms = (product: typeof first, percent: number, lots: number) => ({
    productId: product.id,
    quantity: new Decimal(product.minOrderQty).times(lots * 2).toFixed(),
    minQty: product.minOrderQty,
    unitPrice: discounted(product.price, percent),
    deliveryMode: 'sellerDelivery' as const,
    deliveryPlace: '买方指定仓库（上海市内）',
    deliveryFrom: day(2),
    deliveryTo: day(15),
    paymentTerms: 'prepay' as const,
    creditDays: null,
    validUntil: new Date(Date.now() + 7 * 24 * HOUR).toISOString(),
    remark: '含税含运，量大可议',
  });
  await ctx.db.transaction(async (tx) => {
    const toBuyer = await saveQuote(tx, seller.caller, { buyerCompanyId: buyer.company.id, ...terms(first, 3, 5) }, 'zh');
    await submitQuote(tx, seller.caller, toBuyer.id, 'zh');
    await saveQuote(tx, seller.caller, { id: toBuyer.id, buyerCompanyId: buyer.company.id, ...terms(first, 5, 10) }, 'zh');
    await submitQuote(tx, seller.caller, toBuyer.id, 'zh');
    const open = await saveQuote(tx, seller.caller, { buyerCompanyId: null, ...terms(second, 2, 5) }, 'zh');
    await submitQuote(tx, seller.caller, open.id, 'zh');
    await saveQuote(tx, seller.caller, { buyerCompanyId: buyer.company.id, ...terms(second, 4, 3) }, 'zh');
  });
  return 3;
}
