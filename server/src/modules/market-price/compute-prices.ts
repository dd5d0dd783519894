import { chinaDate, ORDER_STATUS } from '@hgsc/contracts';
import { and, eq, gte, isNotNull, lt, notInArray, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Db } from '../../platform/db/client.ts';
import type { JobHandler } from '../../platform/jobs/queue.ts';
import { visibleProductInBulk } from '../catalogue/index.ts';
import { chemicals } from '../chemical/index.ts';
import { orderItems, orders } from '../order/index.ts';
import { productPriceHistory, products, tonnesPerUnit } from '../product/index.ts';
import { marketPrices } from './tables.ts';

export const MARKET_PRICES_JOB = 'marketPrice.compute';

const DAY_MS = 24 * 3600 * 1000;
/** The instant a China day starts (UTC+8, no daylight saving). */
const chinaDayStart = (day: string) => new Date(`${day}T00:00:00+08:00`);

/**
 * What a day's computation counts: `now`, the offers on shelf at this moment and the orders completed so far today;
 * `late orders`, the orders a past day completed (its offers stay as its last run saw them); `as of the day's end`, a
 * past day rebuilt from the price history (the demo's seed: the offers on shelf now that were published by then, each
 * at its price of that day).
 */
export type DayPart = 'now' | 'late orders' | 'as of the day end';

/** The price an offer had at `end`: its last price recorded before it, else its price now. */
const priceAt = (end: Date): SQL =>
  sql`coalesce((select ${productPriceHistory.price} from ${productPriceHistory} where ${productPriceHistory.productId} = ${products.id} and ${productPriceHistory.createdAt} < ${end.toISOString()}::timestamptz order by ${productPriceHistory.createdAt} desc limit 1), ${products.price})`;

/** Per CAS number: the visible on-shelf offers' Σ price × stock, Σ stock in tonnes, count and most used name. */
function offersOf(db: Db, day: string, part: DayPart) {
  const end = new Date(chinaDayStart(day).getTime() + DAY_MS);
  const perUnit = tonnesPerUnit(products.unit.getSQL(), products.unitWeightKg.getSQL());
  const price = part === 'now' ? sql`${products.price}` : priceAt(end);
  return db
    .select({
      casNumber: sql<string>`${products.casNumber}`.as('offer_cas'),
      amount: sql<string>`sum(${price} * ${products.stock})`.as('offer_amount'),
      tonnes: sql<string>`sum(${products.stock} * ${perUnit})`.as('offer_tonnes'),
      count: sql<number>`count(*)`.as('offer_n'),
      name: sql<string>`min(${products.name})`.as('offer_name'),
    })
    .from(products)
    .where(
      and(
        part === 'late orders' ? sql`false` : undefined,
        visibleProductInBulk(db, part === 'now' ? new Date() : new Date(end.getTime() - 1)),
        part === 'as of the day end' ? lt(products.publishedAt, end) : undefined,
        sql`${products.inStock}`,
        // 面议 offers show no price to weigh.
        isNotNull(products.price),
        isNotNull(perUnit),
      ),
    )
    .groupBy(products.casNumber)
    .as('offer');
}

/**
 * Per CAS number: the lines of the orders completed on `day` (China) in yuan whose unit weighs: Σ amount, Σ tonnes,
 * orders. A drum's tonnes are its product's net weight now: the line keeps none of its own.
 */
function dealsOf(db: Db, day: string) {
  const start = chinaDayStart(day);
  const perUnit = tonnesPerUnit(orderItems.unit.getSQL(), products.unitWeightKg.getSQL());
  return db
    .select({
      casNumber: sql<string>`${orderItems.casNumber}`.as('deal_cas'),
      amount: sql<string>`sum(${orderItems.amount})`.as('deal_amount'),
      tonnes: sql<string>`sum(${orderItems.quantity} * ${perUnit})`.as('deal_tonnes'),
      count: sql<number>`count(distinct ${orders.id})`.as('deal_n'),
      name: sql<string>`min(${orderItems.name})`.as('deal_name'),
    })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(
      and(
        eq(orders.status, ORDER_STATUS.COMPLETE),
        // Prices per tonne in yuan: an order the seller priced in dollars is not converted at a guessed rate.
        eq(orders.currency, 'CNY'),
        gte(orders.statusChangedAt, start),
        lt(orders.statusChangedAt, new Date(start.getTime() + DAY_MS)),
        isNotNull(perUnit),
      ),
    )
    .groupBy(orderItems.casNumber)
    .as('deal');
}

/**
 * Writes the commodities of one China day (market_prices), one statement: the offers' and the orders' sums per CAS
 * number joined with the dictionary's names; what it no longer finds leaves the day (forgetUnwritten). `late orders`
 * writes a past day's order part only, keeping the offers its last run saw. Answers how many commodities were written.
 */
export async function computeMarketDay(db: Db, day: string, part: DayPart): Promise<number> {
  const offer = offersOf(db, day, part);
  const deal = dealsOf(db, day);
  const cas = sql`coalesce(${offer.casNumber}, ${deal.casNumber})`;
  const anyName = sql`coalesce(${offer.name}, ${deal.name})`;
  const rows = db
    .select({
      casNumber: sql`${cas}`.as('cas_number'),
      day: sql`${day}::date`.as('day'),
      nameZh: sql`coalesce(${chemicals.nameZh}, ${anyName})`.as('name_zh'),
      nameEn: sql`coalesce(${chemicals.nameEn}, ${chemicals.nameZh}, ${anyName})`.as('name_en'),
      offerAmount: sql`coalesce(${offer.amount}, 0)`.as('offer_amount'),
      offerTonnes: sql`coalesce(${offer.tonnes}, 0)`.as('offer_tonnes'),
      offerCount: sql`coalesce(${offer.count}, 0)`.as('offer_count'),
      dealAmount: sql`coalesce(${deal.amount}, 0)`.as('deal_amount'),
      dealTonnes: sql`coalesce(${deal.tonnes}, 0)`.as('deal_tonnes'),
      dealCount: sql`coalesce(${deal.count}, 0)`.as('deal_count'),
      computedAt: sql`now()`.as('computed_at'),
    })
    .from(offer)
    .fullJoin(deal, eq(deal.casNumber, offer.casNumber))
    .leftJoin(chemicals, sql`${chemicals.casNumber} = ${cas}`)
    .where(sql`coalesce(${offer.tonnes}, 0) + coalesce(${deal.tonnes}, 0) > 0`);
  const excluded = (column: string) => sql.raw(`excluded.${column}`);
  const dealColumns = {
    dealAmount: excluded('deal_amount'),
    dealTonnes: excluded('deal_tonnes'),
    dealCount: excluded('deal_count'),
    computedAt: excluded('computed_at'),
  };
  return db.transaction(async (tx) => {
    const written = await tx
      .insert(marketPrices)
      .select(rows)
      .onConflictDoUpdate({
        target: [marketPrices.casNumber, marketPrices.day],
        set:
          part === 'late orders'
            ? dealColumns
            : {
                ...dealColumns,
                nameZh: excluded('name_zh'),
                nameEn: excluded('name_en'),
                offerAmount: excluded('offer_amount'),
                offerTonnes: excluded('offer_tonnes'),
                offerCount: excluded('offer_count'),
              },
      })
      .returning({ casNumber: marketPrices.casNumber });
    await forgetUnwritten(
      tx,
      day,
      part,
      written.map((row) => row.casNumber),
    );
    return written.length;
  });
}

/**
 * What the statement no longer finds leaves the day: a commodity whose every offer left the shelf since the last run
 * (its row would otherwise keep the offers that run saw, and close the day with them), or whose late orders are gone
 * (`late orders`: its order part back to none, the row dropped when nothing is left).
 */
async function forgetUnwritten(tx: Db, day: string, part: DayPart, written: string[]) {
  const unwritten = and(eq(marketPrices.day, day), written.length > 0 ? notInArray(marketPrices.casNumber, written) : undefined);
  if (part !== 'late orders') {
    await tx.delete(marketPrices).where(unwritten);
    return;
  }
  await tx.update(marketPrices).set({ dealAmount: '0', dealTonnes: '0', dealCount: 0 }).where(unwritten);
  await tx
    .delete(marketPrices)
    .where(and(eq(marketPrices.day, day), sql`${marketPrices.offerTonnes} + ${marketPrices.dealTonnes} = 0`));
}

/**
 * The job (every MARKET_PRICE_SECONDS, and just before and after China's midnight): yesterday's orders completed
 * after its last run, then today as it stands. Each run rewrites today's rows, so the day's last run is its close.
 */
export async function computeMarketPrices(ctx: AppContext, now = new Date()) {
  const today = chinaDate(now);
  const yesterday = chinaDate(new Date(now.getTime() - DAY_MS));
  const late = await computeMarketDay(ctx.db, yesterday, 'late orders');
  const commodities = await computeMarketDay(ctx.db, today, 'now');
  return { day: today, commodities, yesterday: late };
}

export const computeMarketPricesJob: JobHandler = (ctx) => computeMarketPrices(ctx);
