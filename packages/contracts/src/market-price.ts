import { z } from 'zod';
import { pageQuerySchema, pageSchema } from './envelope.ts';
import { stringField } from './fields.ts';
import { casNumberField } from './product.ts';
import { defineRoute } from './route.ts';

/**
 * 行情: a market price per commodity (one chemical, by CAS number), per China day, computed by a durable job
 * (server modules/market-price). The day's price is volume-weighted per tonne over the on-shelf offers (each weighs
 * its stock) and the orders completed that day (each line its quantity), in tonnes by the unit's weight
 * (tonne-price.ts); offers and orders whose unit converts to no weight do not count. Both parts are given too.
 */

/** How a day's price moved from the commodity's day before it: no earlier day is 'new'. */
export const MARKET_TRENDS = ['up', 'down', 'same', 'new'] as const;
export type MarketTrend = (typeof MARKET_TRENDS)[number];

/** One commodity's figures of one day. Money per tonne with 2 decimals, tonnes with 4, as decimal text. */
export const marketDaySchema = z.object({
  day: z.string(),
  /** Volume-weighted per tonne over the offers and the day's completed orders together. */
  price: z.string(),
  /** The offers' part: volume-weighted per tonne over their stock; null when no offer counted. */
  offerPrice: z.string().nullable(),
  offerTonnes: z.string(),
  offerCount: z.number().int(),
  /** The completed orders' part; null when none completed that day. */
  dealPrice: z.string().nullable(),
  dealTonnes: z.string(),
  dealCount: z.number().int(),
});
export type MarketDay = z.infer<typeof marketDaySchema>;

/** A commodity's line of the ticker and the 行情 list: its latest day, against the day before it. */
export const marketPriceLineSchema = marketDaySchema.extend({
  casNumber: z.string(),
  /** In the caller's language: the dictionary's name, else the name its offers use most. */
  name: z.string(),
  previousDay: z.string().nullable(),
  previousPrice: z.string().nullable(),
  /** The change in per cent with 2 decimals ("-1.25"); null without a day before. */
  changePercent: z.string().nullable(),
  trend: z.enum(MARKET_TRENDS),
  /** When the job last computed the day. */
  computedAt: z.string(),
});
export type MarketPriceLine = z.infer<typeof marketPriceLineSchema>;

/** POST /market/price/list: the commodities of the latest day, the most traded (in tonnes) first. */
export const marketPriceListBody = z.preprocess(
  (v) => v ?? {},
  pageQuerySchema
    .extend({
      /** A name (Chinese or English) or a CAS number. */
      keyword: stringField().trim().max(100, { error: 'field.tooLong' }).optional(),
    })
    .strict(),
);
export type MarketPriceListInput = z.infer<typeof marketPriceListBody>;

/** The history a 行情 page may ask for, in days back from the latest. */
export const MARKET_HISTORY_DAYS = [30, 90, 180, 365] as const;

/** GET /market/price/history?casNumber=&days=: one commodity's days, oldest first. */
export const marketPriceHistoryQuery = z.object({
  casNumber: casNumberField,
  days: z.coerce
    .number({ error: 'field.invalid' })
    .int({ error: 'field.invalid' })
    .refine((n) => (MARKET_HISTORY_DAYS as readonly number[]).includes(n), { error: 'field.invalid' })
    .default(90),
});
export const marketPriceHistorySchema = z.object({
  casNumber: z.string(),
  name: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  /** The latest day's line (as the list gives it). */
  latest: marketPriceLineSchema,
  days: z.array(marketDaySchema),
});
export type MarketPriceHistory = z.infer<typeof marketPriceHistorySchema>;

/** GET /market/price/offers?casNumber=: the on-shelf offers a day's figure counts, now, the largest first. */
export const marketPriceOffersQuery = z.object({ casNumber: casNumberField });
export const marketOfferSchema = z.object({
  productId: z.number().int(),
  name: z.string(),
  shopName: z.string(),
  unit: z.string(),
  price: z.string(),
  /** The price per tonne, 2 decimals. */
  tonnePrice: z.string(),
  /** The stock in tonnes, 4 decimals: the offer's weight in the figure. */
  tonnes: z.string(),
});
export type MarketOffer = z.infer<typeof marketOfferSchema>;
/** How many offers the list shows at most; `count` says how many the figure counts. */
export const MARKET_OFFERS_LIMIT = 50;
export const marketPriceOffersSchema = z.object({
  count: z.number().int(),
  offers: z.array(marketOfferSchema),
});
export type MarketPriceOffers = z.infer<typeof marketPriceOffersSchema>;

const tags = ['market prices'];
const auth = 'public';

/** 行情 (no login). */
export const marketPriceRoutes = {
  list: defineRoute({
    method: 'POST',
    path: '/market/price/list',
    input: marketPriceListBody,
    answer: pageSchema(marketPriceLineSchema),
    summary:
      "The market price of each commodity on the latest day, against its day before, the most traded first; a keyword narrows by name or CAS number (the home ticker's lines)",
    tags,
    auth,
  }),
  history: defineRoute({
    method: 'GET',
    path: '/market/price/history',
    input: marketPriceHistoryQuery,
    answer: marketPriceHistorySchema,
    summary: "One commodity's daily prices, oldest first, for the last 30, 90, 180 or 365 days; 404 for a commodity without any",
    tags,
    auth,
  }),
  offers: defineRoute({
    method: 'GET',
    path: '/market/price/offers',
    input: marketPriceOffersQuery,
    answer: marketPriceOffersSchema,
    summary: `The on-shelf offers of a commodity the day's figure counts, as they stand now, the largest stock first (at most ${MARKET_OFFERS_LIMIT})`,
    tags,
    auth,
  }),
};
