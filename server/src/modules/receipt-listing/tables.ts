import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  date,
  index,
  numeric,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from '../company/tables.ts';
import { users } from '../user/tables.ts';
import { receiptProducts, warehouses } from '../warehouse/tables.ts';
import { warehouseReceipts } from '../warehouse-receipt/tables.ts';

/**
 * What the public market offers (besides the last day, a parameter): listed with something left to apply for. The
 * market's indexes are partial on it, and the market's query writes it with the same literals, so that the predicate
 * is proven even in a prepared statement's generic plan.
 */
export const offeredPredicate = (t: { status: AnyPgColumn; availableQty: AnyPgColumn }) =>
  sql`${t.status} = 'listed' and ${t.availableQty} > 0`;

/** The running number of listings: GP + the day in China + 6 digits. */
export const listingNumberSequence = pgSequence('listing_number_seq', { startWith: 1, increment: 1 });

/**
 * A receipt listed for sale (仓单挂牌). `receiptId` is the receipt holding what is still offered, locked for the
 * listing; each order the seller takes splits its part off and the listing moves to the rest. The quantities keep
 * listed = available + reserved (applications waiting) + sold (orders taken), checked by the database. The product,
 * warehouse, city and price are the market's filters, kept here so a search reads one table.
 */
export const receiptListings = pgTable(
  'receipt_listings',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    listingNo: text('listing_no').notNull(),
    status: text('status', { enum: ['listed', 'soldOut', 'delisted', 'expired'] }).notNull(),
    sellerCompanyId: bigint('seller_company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id),
    sellerUserId: bigint('seller_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    receiptId: bigint('receipt_id', { mode: 'number' })
      .notNull()
      .references(() => warehouseReceipts.id),
    /** The receipt the seller chose: the same, or the one the listed part was split off. */
    sourceReceiptId: bigint('source_receipt_id', { mode: 'number' })
      .notNull()
      .references(() => warehouseReceipts.id),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => receiptProducts.id),
    warehouseId: bigint('warehouse_id', { mode: 'number' })
      .notNull()
      .references(() => warehouses.id),
    cityCode: text('city_code').notNull(),
    unitPrice: numeric('unit_price', { precision: 18, scale: 2 }).notNull(),
    minQty: numeric('min_qty', { precision: 18, scale: 4 }).notNull(),
    step: numeric('step', { precision: 18, scale: 4 }).notNull(),
    listedQty: numeric('listed_qty', { precision: 18, scale: 4 }).notNull(),
    availableQty: numeric('available_qty', { precision: 18, scale: 4 }).notNull(),
    reservedQty: numeric('reserved_qty', { precision: 18, scale: 4 }).notNull().default('0'),
    soldQty: numeric('sold_qty', { precision: 18, scale: 4 }).notNull().default('0'),
    /** Taken by orders that were later cancelled: their receipts went back to the seller, outside the listing. */
    returnedQty: numeric('returned_qty', { precision: 18, scale: 4 }).notNull().default('0'),
    deliveryMode: text('delivery_mode', { enum: ['pickup', 'delivery', 'transfer'] }).notNull(),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    remark: text('remark'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('receipt_listings_no_unique').on(t.listingNo),
    // One open listing per receipt: its lock says so too; the database refuses a second all the same.
    uniqueIndex('receipt_listings_open_receipt_unique').on(t.receiptId).where(sql`${t.status} = 'listed'`),
    index('receipt_listings_seller_idx').on(t.sellerCompanyId, t.status, t.createdAt),
    // The market's offers (offeredPredicate) in its orders, by itself and by product, city and price (migration 0052);
    // the last day comes last, so a page's count reads the index alone. At 100,000 offers counting a city's through the
    // table read every row (28 ms on the shared 2-core machine; 0.3 from its index), all of them 17 ms (4 from it).
    index('receipt_listings_offered_idx').on(t.createdAt, t.id, t.validUntil).where(offeredPredicate(t)),
    index('receipt_listings_offered_product_idx').on(t.productId, t.createdAt, t.id, t.validUntil).where(offeredPredicate(t)),
    index('receipt_listings_offered_city_idx').on(t.cityCode, t.createdAt, t.id, t.validUntil).where(offeredPredicate(t)),
    index('receipt_listings_offered_price_idx').on(t.unitPrice, t.id, t.validUntil).where(offeredPredicate(t)),
    index('receipt_listings_product_idx').on(t.productId, t.status, t.unitPrice),
    index('receipt_listings_due_idx').on(t.validUntil).where(sql`${t.status} = 'listed'`),
    check(
      'receipt_listings_quantities',
      sql`${t.availableQty} >= 0 and ${t.reservedQty} >= 0 and ${t.soldQty} >= 0 and ${t.returnedQty} >= 0 and ${t.listedQty} > 0 and ${t.availableQty} + ${t.reservedQty} + ${t.soldQty} + ${t.returnedQty} = ${t.listedQty}`,
    ),
    check('receipt_listings_price_positive', sql`${t.unitPrice} > 0`),
  ],
);
export type ListingRow = typeof receiptListings.$inferSelect;
