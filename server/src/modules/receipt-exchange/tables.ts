import { EXCHANGE_STATUSES } from '@hgsc/contracts';
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, numeric, pgSequence, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from '../company/tables.ts';
import { receiptListings } from '../receipt-listing/tables.ts';
import { users } from '../user/tables.ts';
import { receiptProducts } from '../warehouse/tables.ts';
import { warehouseReceipts } from '../warehouse-receipt/tables.ts';

/** The running number of exchanges: EX + the day in China + 6 digits. */
export const exchangeNumberSequence = pgSequence('receipt_exchange_number_seq', { startWith: 1, increment: 1 });

/**
 * A receipt exchange (仓单串换): the applicant's part of its receipt (split off and locked for the exchange from the
 * start) for the same quantity of a listing's receipt (reserved on the listing, then split off and locked when the
 * applicant accepts the quote). Settlement swaps their holders.
 */
export const receiptExchanges = pgTable(
  'receipt_exchanges',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    exchangeNo: text('exchange_no').notNull(),
    status: text('status', { enum: EXCHANGE_STATUSES }).notNull(),
    applicantCompanyId: bigint('applicant_company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id),
    applicantUserId: bigint('applicant_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    counterpartyCompanyId: bigint('counterparty_company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id),
    listingId: bigint('listing_id', { mode: 'number' })
      .notNull()
      .references(() => receiptListings.id),
    listingUnitPrice: numeric('listing_unit_price', { precision: 18, scale: 2 }).notNull(),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => receiptProducts.id),
    quantity: numeric('quantity', { precision: 18, scale: 4 }).notNull(),
    /** The applicant's part, locked for the exchange. */
    sourceReceiptId: bigint('source_receipt_id', { mode: 'number' })
      .notNull()
      .references(() => warehouseReceipts.id),
    sourceKeeperCompanyId: bigint('source_keeper_company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id),
    /** The listing's receipt when the applicant asked; its part once accepted. */
    targetReceiptId: bigint('target_receipt_id', { mode: 'number' })
      .notNull()
      .references(() => warehouseReceipts.id),
    targetKeeperCompanyId: bigint('target_keeper_company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id),
    /** 元 per unit; negative: the counterparty pays it. */
    premium: numeric('premium', { precision: 18, scale: 2 }),
    quoteRemark: text('quote_remark'),
    remark: text('remark'),
    declineReason: text('decline_reason'),
    cancelReason: text('cancel_reason'),
    cancelledBy: text('cancelled_by', { enum: ['applicant', 'operator'] }),
    acceptedBy: bigint('accepted_by', { mode: 'number' }).references(() => users.id),
    signedBy: bigint('signed_by', { mode: 'number' }).references(() => users.id),
    /** The storage fees each old holder bore up to the settlement day (付止日). */
    sourceStorageFee: numeric('source_storage_fee', { precision: 18, scale: 2 }),
    targetStorageFee: numeric('target_storage_fee', { precision: 18, scale: 2 }),
    feeSplitDate: date('fee_split_date', { mode: 'string' }),
    quotedAt: timestamp('quoted_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    premiumCollectedAt: timestamp('premium_collected_at', { withTimezone: true }),
    /** Each keeper's confirmation of its endorsement (Civil Code art. 910): who, when. */
    sourceConfirmedBy: bigint('source_confirmed_by', { mode: 'number' }).references(() => users.id),
    sourceConfirmedAt: timestamp('source_confirmed_at', { withTimezone: true }),
    targetConfirmedBy: bigint('target_confirmed_by', { mode: 'number' }).references(() => users.id),
    targetConfirmedAt: timestamp('target_confirmed_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('receipt_exchanges_no_unique').on(t.exchangeNo),
    index('receipt_exchanges_applicant_idx').on(t.applicantCompanyId, t.status, t.createdAt),
    index('receipt_exchanges_counterparty_idx').on(t.counterpartyCompanyId, t.status, t.createdAt),
    index('receipt_exchanges_source_keeper_idx').on(t.sourceKeeperCompanyId, t.status),
    index('receipt_exchanges_target_keeper_idx').on(t.targetKeeperCompanyId, t.status),
    index('receipt_exchanges_listing_idx').on(t.listingId, t.status),
    check('receipt_exchanges_quantity_positive', sql`${t.quantity} > 0`),
  ],
);
export type ExchangeRow = typeof receiptExchanges.$inferSelect;
