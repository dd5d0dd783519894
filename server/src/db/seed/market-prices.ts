import { chinaDate } from '@hgsc/contracts';
import { count } from 'drizzle-orm';
import { computeMarketDay } from '../../modules/market-price/index.ts';
import { products } from '../../modules/product/index.ts';
import type { AppContext } from '../../platform/context.ts';

/** How many past days the demo's 行情 shows: the demo's offers were published within the last 75. */
export const DEMO_PRICE_DAYS = 60;
const DAY_MS = 24 * 3600 * 1000;
/**
 * Above this many products the database is not the demo's (scale data seeded before this step): each day rebuilt is a
 * statement over every offer, seconds at 1,000,000, so its history starts with the job instead.
 */
const REBUILT_PRODUCTS_MAX = 20_000;

/**
 * The demo's market prices: each of the last DEMO_PRICE_DAYS days rebuilt from the price history (the offers on shelf
 * that were published by its end, each at its price of that day, and the orders completed that day), then today as
 * the job computes it. After the dictionary: its names name the commodities. Answers the rows written; none for a
 * database larger than the demo's.
 */
export async function seedMarketPrices(ctx: AppContext, now = new Date()): Promise<number> {
  const [catalogue] = await ctx.db.select({ n: count() }).from(products);
  if ((catalogue?.n ?? 0) > REBUILT_PRODUCTS_MAX) return 0;
  let written = 0;
  for (let back = DEMO_PRICE_DAYS; back >= 1; back -= 1)
    written += await computeMarketDay(ctx.db, chinaDate(new Date(now.getTime() - back * DAY_MS)), 'as of the day end');
  return written + (await computeMarketDay(ctx.db, chinaDate(now), 'now'));
}
