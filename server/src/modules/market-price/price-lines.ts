import {
  type Language,
  MARKET_OFFERS_LIMIT,
  type MarketDay,
  type MarketPriceLine,
  type MarketPriceListInput,
  type MarketPriceOffers,
  type MarketTrend,
  type Page,
  toPage,
  typedCasNumber,
} from '@hgsc/contracts';
import Decimal from 'decimal.js';
import { and, desc, eq, ilike, isNotNull, max, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../platform/context.ts';
import type { Db } from '../../platform/db/client.ts';
import { containsPattern } from '../../platform/db/like.ts';
import { visibleProduct } from '../catalogue/index.ts';
import { products, tonnesPerUnit } from '../product/index.ts';
import { shops } from '../shop/index.ts';
import { type MarketPriceRow, marketPrices } from './tables.ts';

type Sums = Pick<MarketPriceRow, 'offerAmount' | 'offerTonnes' | 'dealAmount' | 'dealTonnes'>;

/** Amount ÷ tonnes, to the fen; null without tonnes. */
const perTonne = (amount: Decimal.Value, tonnes: Decimal.Value) =>
  new Decimal(tonnes).isZero() ? null : new Decimal(amount).div(tonnes).toFixed(2, Decimal.ROUND_HALF_UP);

/** A day's price: the offers and the completed orders together, volume-weighted per tonne. */
const dayPrice = (row: Sums) =>
  perTonne(new Decimal(row.offerAmount).add(row.dealAmount), new Decimal(row.offerTonnes).add(row.dealTonnes)) ?? '0.00';

export function toMarketDay(row: MarketPriceRow): MarketDay {
  return {
    day: row.day,
    price: dayPrice(row),
    offerPrice: perTonne(row.offerAmount, row.offerTonnes),
    offerTonnes: new Decimal(row.offerTonnes).toFixed(4),
    offerCount: row.offerCount,
    dealPrice: perTonne(row.dealAmount, row.dealTonnes),
    dealTonnes: new Decimal(row.dealTonnes).toFixed(4),
    dealCount: row.dealCount,
  };
}

const nameIn = (row: Pick<MarketPriceRow, 'nameZh' | 'nameEn'>, lang: Language) => (lang === 'en' ? row.nameEn : row.nameZh);

function lineOf(row: MarketPriceRow, previous: MarketPriceRow | null, lang: Language): MarketPriceLine {
  const today = toMarketDay(row);
  const before = previous ? dayPrice(previous) : null;
  const change = before && !new Decimal(before).isZero() ? new Decimal(today.price).sub(before).div(before).mul(100) : null;
  const trend: MarketTrend =
    before === null ? 'new' : new Decimal(today.price).gt(before) ? 'up' : new Decimal(today.price).lt(before) ? 'down' : 'same';
  return {
    ...today,
    casNumber: row.casNumber,
    name: nameIn(row, lang),
    previousDay: previous?.day ?? null,
    previousPrice: before,
    changePercent: change ? change.toFixed(2, Decimal.ROUND_HALF_UP) : null,
    trend,
    computedAt: row.computedAt.toISOString(),
  };
}

/** The latest day the job computed, or null before its first run. */
async function latestDay(db: Db): Promise<string | null> {
  const [row] = await db.select({ day: max(marketPrices.day) }).from(marketPrices);
  return row?.day ?? null;
}

/** A keyword's test: a CAS number however typed (67561), else a part of the Chinese or English name. */
function keywordTest(keyword: string | undefined): SQL | undefined {
  if (!keyword) return undefined;
  const cas = typedCasNumber(keyword);
  const pattern = containsPattern(keyword);
  return or(
    cas ? eq(marketPrices.casNumber, cas) : undefined,
    ilike(marketPrices.nameZh, pattern),
    ilike(marketPrices.nameEn, pattern),
  );
}

const previousRow = alias(marketPrices, 'previous');

/**
 * The lines of the latest day (POST /market/price/list), the most tonnes first, each against the commodity's day
 * before it: the latest earlier day it has (a commodity absent for a day compares with its last day), one index
 * probe per line.
 */
export async function listMarketPrices(
  ctx: AppContext,
  input: MarketPriceListInput & { casNumber?: string },
  lang: Language,
): Promise<Page<MarketPriceLine>> {
  const day = await latestDay(ctx.db);
  if (day === null) return toPage([], 0, input);
  const where = and(
    eq(marketPrices.day, day),
    keywordTest(input.keyword),
    input.casNumber ? eq(marketPrices.casNumber, input.casNumber) : undefined,
  );
  const previousDay = ctx.db
    .select({ day: max(previousRow.day) })
    .from(previousRow)
    .where(and(eq(previousRow.casNumber, marketPrices.casNumber), sql`${previousRow.day} < ${marketPrices.day}`));
  const [rows, [counted]] = await Promise.all([
    ctx.db
      .select({ row: marketPrices, previous: previousRow })
      .from(marketPrices)
      .leftJoin(previousRow, and(eq(previousRow.casNumber, marketPrices.casNumber), eq(previousRow.day, sql`(${previousDay})`)))
      .where(where)
      .orderBy(desc(sql`${marketPrices.offerTonnes} + ${marketPrices.dealTonnes}`), marketPrices.casNumber)
      .limit(input.size)
      .offset((input.current - 1) * input.size),
    ctx.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(marketPrices)
      .where(where),
  ]);
  return toPage(
    rows.map((r) => lineOf(r.row, r.previous, lang)),
    counted?.n ?? 0,
    input,
  );
}

/**
 * The offers a commodity's figure counts, as they stand now (GET /market/price/offers): visible, on shelf, in stock,
 * their unit weighing; the largest stock in tonnes first.
 */
export async function marketOffers(ctx: AppContext, casNumber: string): Promise<MarketPriceOffers> {
  const perUnit = tonnesPerUnit(products.unit.getSQL(), products.unitWeightKg.getSQL());
  const tonnes = sql<string>`round(${products.stock} * ${perUnit}, 4)`;
  const rows = await ctx.db
    .select({
      productId: products.id,
      name: products.name,
      shopName: shops.name,
      unit: products.unit,
      price: sql<string>`${products.price}`,
      tonnePrice: sql<string>`round(${products.price} / ${perUnit}, 2)`,
      tonnes,
      count: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(products)
    .innerJoin(shops, eq(shops.id, products.shopId))
    .where(
      and(
        eq(products.casNumber, casNumber),
        visibleProduct(ctx.db),
        sql`${products.inStock}`,
        isNotNull(products.price),
        isNotNull(perUnit),
      ),
    )
    .orderBy(desc(tonnes), products.id)
    .limit(MARKET_OFFERS_LIMIT);
  return {
    count: rows[0]?.count ?? 0,
    offers: rows.map(({ count: _count, ...offer }) => ({
      ...offer,
      tonnePrice: new Decimal(offer.tonnePrice).toFixed(2),
      tonnes: new Decimal(offer.tonnes).toFixed(4),
    })),
  };
}
