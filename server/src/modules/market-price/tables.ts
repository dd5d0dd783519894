import { date, index, integer, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * 行情: one commodity (a CAS number) on one China day, as the market-price job last computed it (compute-prices.ts).
 * Amounts and tonnes are kept, not prices: a day's price is their quotient, and the day's orders completed after its
 * last run are added the next morning without rounding a price twice. Tonnes are exact (unbounded numeric): a 250 g
 * bottle is 0.00025 t, which four decimals would have made 0.0003 and its price per tonne a sixth too low.
 */
export const marketPrices = pgTable(
  'market_prices',
  {
    casNumber: text('cas_number').notNull(),
    day: date('day').notNull(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    /** The on-shelf offers counted: Σ price × stock (yuan), Σ stock in tonnes, how many. */
    offerAmount: numeric('offer_amount', { precision: 24, scale: 2 }).notNull(),
    offerTonnes: numeric('offer_tonnes').notNull(),
    offerCount: integer('offer_count').notNull(),
    /** The lines of the orders completed that day: Σ amount (yuan), Σ quantity in tonnes, how many orders. */
    dealAmount: numeric('deal_amount', { precision: 24, scale: 2 }).notNull(),
    dealTonnes: numeric('deal_tonnes').notNull(),
    dealCount: integer('deal_count').notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.casNumber, t.day] }),
    // The list reads the latest day's rows.
    index('market_prices_day_idx').on(t.day),
  ],
);

export type MarketPriceRow = typeof marketPrices.$inferSelect;
