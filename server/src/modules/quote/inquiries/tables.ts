import { sql } from 'drizzle-orm';
import { bigint, date, index, numeric, pgSequence, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from '../../company/tables.ts';
import { products } from '../../product/tables.ts';
import { users } from '../../user/tables.ts';

/** The running number of inquiries: XJ (询价) + the day in China + 6 digits. */
export const inquiryNumberSequence = pgSequence('inquiry_number_seq', { startWith: 1, increment: 1 });

/**
 * An inquiry (询价单, contracts quote-inquiry.ts): what a buyer asked a shop to price. The offer's unit and its price
 * when asked are kept, so the seller reads what the buyer saw. The quote that answers it names it (quotes.inquiry_id).
 */
export const quoteInquiries = pgTable(
  'quote_inquiries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    inquiryNo: text('inquiry_no').notNull(),
    status: text('status', { enum: ['open', 'quoted', 'declined', 'cancelled'] }).notNull(),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => products.id),
    buyerCompanyId: bigint('buyer_company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id),
    sellerCompanyId: bigint('seller_company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id),
    createdBy: bigint('created_by', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    quantity: numeric('quantity', { precision: 18, scale: 4 }).notNull(),
    unit: text('unit').notNull(),
    /** The offer's price when asked; null: 面议. */
    listedPrice: numeric('listed_price', { precision: 18, scale: 2 }),
    deliveryPlace: text('delivery_place'),
    needBy: date('need_by', { mode: 'string' }),
    message: text('message'),
    declineReason: text('decline_reason'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('quote_inquiries_no_unique').on(t.inquiryNo),
    // One unanswered inquiry per buyer and offer: asking again waits for the answer.
    uniqueIndex('quote_inquiries_open_unique').on(t.buyerCompanyId, t.productId).where(sql`${t.status} = 'open'`),
    index('quote_inquiries_buyer_idx').on(t.buyerCompanyId, t.createdAt),
    index('quote_inquiries_seller_idx').on(t.sellerCompanyId, t.createdAt),
  ],
);
export type InquiryRow = typeof quoteInquiries.$inferSelect;
