import type { AddressSnapshot, ReceiptContractTerms, VehicleCrewInput } from '@hgsc/contracts';
import { RECEIPT_ORDER_STATUSES, RECEIPT_PROPOSAL_STATUSES } from '@hgsc/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { paymentLedgerColumns } from '../../platform/payments/ledger-columns.ts';
import { billsOfLading } from '../bill-of-lading/tables.ts';
import { companies } from '../company/tables.ts';
import { receiptListings } from '../receipt-listing/tables.ts';
import { users } from '../user/tables.ts';
import { receiptProducts, warehouses } from '../warehouse/tables.ts';
import { warehouseReceipts } from '../warehouse-receipt/tables.ts';

/** The running number of receipt orders: WO + the day in China + 6 digits. */
export const receiptOrderNumberSequence = pgSequence('receipt_order_number_seq', { startWith: 1, increment: 1 });

/**
 * A receipt order (仓单订单): a buyer's application for part of a listing, at the listed price, and what follows it.
 * Until the seller takes it the quantity is reserved on the listing; taking it splits the order's receipt off the
 * listed one and locks it for the order (`receiptId`).
 */
export const receiptOrders = pgTable(
  'receipt_orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderNo: text('order_no').notNull(),
    status: text('status', { enum: RECEIPT_ORDER_STATUSES }).notNull(),
    listingId: bigint('listing_id', { mode: 'number' })
      .notNull()
      .references(() => receiptListings.id),
    sellerCompanyId: bigint('seller_company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id),
    buyerCompanyId: bigint('buyer_company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id),
    buyerUserId: bigint('buyer_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => receiptProducts.id),
    warehouseId: bigint('warehouse_id', { mode: 'number' })
      .notNull()
      .references(() => warehouses.id),
    /** The warehouse's keeper when the buyer applied: it confirms the transfer. */
    keeperCompanyId: bigint('keeper_company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id),
    receiptId: bigint('receipt_id', { mode: 'number' }).references(() => warehouseReceipts.id),
    quantity: numeric('quantity', { precision: 18, scale: 4 }).notNull(),
    unitPrice: numeric('unit_price', { precision: 18, scale: 2 }).notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    deliveryMode: text('delivery_mode', { enum: ['pickup', 'delivery', 'transfer'] }).notNull(),
    remark: text('remark'),
    /** Where the seller delivers (a listing it delivers), as the address read when the buyer applied. */
    deliveryAddress: jsonb('delivery_address').$type<AddressSnapshot>(),
    declineReason: text('decline_reason'),
    /** Who declined: the seller, or the platform when the listing ended under the application. */
    declinedBy: text('declined_by', { enum: ['seller', 'system'] }),
    /** The seller's terms of the contract; null: the platform's defaults. */
    contractTerms: jsonb('contract_terms').$type<ReceiptContractTerms>(),
    /** Declared by the buyer and not refused or withdrawn; confirmed by the seller. */
    paidAmount: numeric('paid_amount', { precision: 18, scale: 2 }).notNull().default('0'),
    collectedAmount: numeric('collected_amount', { precision: 18, scale: 2 }).notNull().default('0'),
    cancelRequestedBy: text('cancel_requested_by', { enum: ['buyer', 'seller'] }),
    cancelReason: text('cancel_reason'),
    cancelledBy: text('cancelled_by', { enum: ['buyer', 'seller', 'operator'] }),
    transferRefuseReason: text('transfer_refuse_reason'),
    /** The buyer's pick-up to open when the keeper confirms the transfer: who asked, the day, the vehicle and crew. */
    deliveryRequest: jsonb('delivery_request').$type<{
      userId: number;
      expectedDate: string;
      crew: VehicleCrewInput;
      remark: string | null;
    }>(),
    /** The bill of lading the keeper's confirmation opened for that pick-up. */
    billId: bigint('bill_id', { mode: 'number' }).references(() => billsOfLading.id),
    /** The storage fee the seller bore from the receipt's last paid day to the transfer day. */
    sellerStorageFee: numeric('seller_storage_fee', { precision: 18, scale: 2 }),
    feeSplitDate: date('fee_split_date', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    takenAt: timestamp('taken_at', { withTimezone: true }),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    collectedAt: timestamp('collected_at', { withTimezone: true }),
    transferAskedAt: timestamp('transfer_asked_at', { withTimezone: true }),
    transferredAt: timestamp('transferred_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('receipt_orders_no_unique').on(t.orderNo),
    index('receipt_orders_buyer_idx').on(t.buyerCompanyId, t.status, t.createdAt),
    index('receipt_orders_seller_idx').on(t.sellerCompanyId, t.status, t.createdAt),
    index('receipt_orders_listing_idx').on(t.listingId, t.status),
    index('receipt_orders_keeper_idx').on(t.keeperCompanyId, t.status, t.updatedAt),
    check('receipt_orders_quantity_positive', sql`${t.quantity} > 0`),
    // Never more declared than owed, never more confirmed than declared.
    check(
      'receipt_orders_money_bounded',
      sql`0 <= ${t.collectedAmount} and ${t.collectedAmount} <= ${t.paidAmount} and ${t.paidAmount} <= ${t.amount}`,
    ),
  ],
);
export type ReceiptOrderRow = typeof receiptOrders.$inferSelect;

/** The running number of receipt payments: PA + the day in China + 6 digits. */
export const receiptPaymentNumberSequence = pgSequence('receipt_payment_number_seq', { startWith: 1, increment: 1 });

/**
 * A payment of a receipt order (付款申请): the buyer declares an amount with its bank proof; the seller confirms it
 * arrived or refuses it, or the buyer withdraws it while unanswered.
 */
export const receiptOrderPayments = pgTable(
  'receipt_order_payments',
  {
    ...paymentLedgerColumns(() => users.id),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => receiptOrders.id),
  },
  (t) => [
    uniqueIndex('receipt_order_payments_no_unique').on(t.paymentNo),
    index('receipt_order_payments_order_idx').on(t.orderId, t.id),
    check('receipt_order_payments_amount_positive', sql`${t.amount} > 0`),
  ],
);
export type ReceiptPaymentRow = typeof receiptOrderPayments.$inferSelect;

/** The running number of orders entered for buyers: DK + the day in China + 6 digits. */
export const receiptProposalNumberSequence = pgSequence('receipt_proposal_number_seq', { startWith: 1, increment: 1 });

/**
 * An order the operator entered for a buyer on the phone (代客下单): what the buyer was told — the listing, quantity,
 * price and delivery address — and who called. Nothing is reserved by it; the buyer's confirmation applies for the
 * listing (`orderId`).
 */
export const receiptOrderProposals = pgTable(
  'receipt_order_proposals',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    proposalNo: text('proposal_no').notNull(),
    status: text('status', { enum: RECEIPT_PROPOSAL_STATUSES }).notNull(),
    buyerCompanyId: bigint('buyer_company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id),
    listingId: bigint('listing_id', { mode: 'number' })
      .notNull()
      .references(() => receiptListings.id),
    quantity: numeric('quantity', { precision: 18, scale: 4 }).notNull(),
    unitPrice: numeric('unit_price', { precision: 18, scale: 2 }).notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    deliveryAddress: jsonb('delivery_address').$type<AddressSnapshot>(),
    callerName: text('caller_name').notNull(),
    callerPhone: text('caller_phone').notNull(),
    remark: text('remark'),
    endReason: text('end_reason'),
    proposedBy: bigint('proposed_by', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    /** The buyer's person who confirmed or refused it. */
    answeredBy: bigint('answered_by', { mode: 'number' }).references(() => users.id),
    orderId: bigint('order_id', { mode: 'number' }).references(() => receiptOrders.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('receipt_order_proposals_no_unique').on(t.proposalNo),
    index('receipt_order_proposals_buyer_idx').on(t.buyerCompanyId, t.status, t.createdAt),
    index('receipt_order_proposals_listing_idx').on(t.listingId).where(sql`${t.status} = 'proposed'`),
    index('receipt_order_proposals_created_idx').on(t.createdAt),
    check('receipt_order_proposals_quantity_positive', sql`${t.quantity} > 0`),
  ],
);
export type ReceiptProposalRow = typeof receiptOrderProposals.$inferSelect;
