import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from '../company/tables.ts';
import { orders } from '../order/tables.ts';
import { products } from '../product/tables.ts';
import { receiptOrders } from '../receipt-order/tables.ts';
import { users } from '../user/tables.ts';
import { warehouseReceipts } from '../warehouse-receipt/tables.ts';
import { quoteInquiries } from './inquiries/tables.ts';
import type { QuoteTermsRecord } from './terms.ts';

/** The running number of quotes: BJ (报价) + the day in China + 6 digits. */
export const quoteNumberSequence = pgSequence('quote_number_seq', { startWith: 1, increment: 1 });

/**
 * A quotation (报价单): its current terms (the draft's, or the version offered), and a revision saved but not yet
 * offered. It sells a product of the supplier's shop or a warehouse receipt the supplier holds, one of the two. The
 * product (or receipt), its name and CAS number and the validity are columns too, for the lists' filters and the
 * expiry sweep; the terms as a whole are one record, as each version keeps them.
 */
export const quotes = pgTable(
  'quotes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    quoteNo: text('quote_no').notNull(),
    status: text('status', {
      enum: ['draft', 'offered', 'selected', 'declined', 'withdrawn', 'expired', 'discarded'],
    }).notNull(),
    /** The version offered now; 0 while never offered. */
    version: integer('version').notNull().default(0),
    supplierCompanyId: bigint('supplier_company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id),
    createdBy: bigint('created_by', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    /** The company it answers; null: a public quote. */
    buyerCompanyId: bigint('buyer_company_id', { mode: 'number' }).references(() => companies.id),
    productId: bigint('product_id', { mode: 'number' }).references(() => products.id),
    receiptId: bigint('receipt_id', { mode: 'number' }).references(() => warehouseReceipts.id),
    productName: text('product_name').notNull(),
    casNumber: text('cas_number').notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    terms: jsonb('terms').$type<QuoteTermsRecord>().notNull(),
    pendingTerms: jsonb('pending_terms').$type<QuoteTermsRecord>(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    selectedQuantity: numeric('selected_quantity', { precision: 18, scale: 4 }),
    selectedCompanyId: bigint('selected_company_id', { mode: 'number' }).references(() => companies.id),
    orderId: bigint('order_id', { mode: 'number' }).references(() => orders.id),
    /** The receipt order a receipt quote's selection placed. */
    receiptOrderId: bigint('receipt_order_id', { mode: 'number' }).references(() => receiptOrders.id),
    endReason: text('end_reason'),
    /** The inquiry (询价单) it answers; null: the supplier quoted unasked. */
    inquiryId: bigint('inquiry_id', { mode: 'number' }).references((): AnyPgColumn => quoteInquiries.id),
    /** The share link's token (/applyShare?token=…), made when the supplier first shares the quote. */
    shareToken: text('share_token'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('quotes_no_unique').on(t.quoteNo),
    uniqueIndex('quotes_share_token_unique').on(t.shareToken),
    index('quotes_supplier_idx').on(t.supplierCompanyId, t.status, t.updatedAt),
    index('quotes_buyer_idx').on(t.buyerCompanyId, t.status, t.updatedAt),
    index('quotes_inquiry_idx').on(t.inquiryId).where(sql`${t.inquiryId} IS NOT NULL`),
    index('quotes_last_idx').on(t.supplierCompanyId, t.productId, t.buyerCompanyId, t.submittedAt),
    index('quotes_due_idx').on(t.validUntil).where(sql`${t.status} = 'offered'`),
    check('quotes_one_subject', sql`(${t.productId} is null) <> (${t.receiptId} is null)`),
  ],
);
export type QuoteRow = typeof quotes.$inferSelect;

/** Every version a quote offered, frozen: its terms and the SHA-256 of them, never changed. */
export const quoteVersions = pgTable(
  'quote_versions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    quoteId: bigint('quote_id', { mode: 'number' })
      .notNull()
      .references(() => quotes.id),
    version: integer('version').notNull(),
    terms: jsonb('terms').$type<QuoteTermsRecord>().notNull(),
    digest: text('digest').notNull(),
    submittedBy: bigint('submitted_by', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('quote_versions_unique').on(t.quoteId, t.version)],
);
export type QuoteVersionRow = typeof quoteVersions.$inferSelect;

/**
 * The companies a quote is open to besides its buyer: let in by the supplier at once (`grant`), or asking through its
 * link and answered (`link`). One row per company and quote; an approved one reads and may select the quote.
 */
export const quoteAccess = pgTable(
  'quote_access',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    quoteId: bigint('quote_id', { mode: 'number' })
      .notNull()
      .references(() => quotes.id),
    companyId: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id),
    status: text('status', { enum: ['applied', 'approved', 'rejected'] }).notNull(),
    via: text('via', { enum: ['grant', 'link'] }).notNull(),
    requestedBy: bigint('requested_by', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    answeredBy: bigint('answered_by', { mode: 'number' }).references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('quote_access_unique').on(t.quoteId, t.companyId),
    index('quote_access_company_idx').on(t.companyId, t.status),
  ],
);
export type QuoteAccessRow = typeof quoteAccess.$inferSelect;
