import { sql } from 'drizzle-orm';
import { bigint, check, index, numeric, pgSequence, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
    status: text('status', { enum: ['applied', 'accepted', 'declined', 'withdrawn'] }).notNull(),
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
    receiptId: bigint('receipt_id', { mode: 'number' }).references(() => warehouseReceipts.id),
    quantity: numeric('quantity', { precision: 18, scale: 4 }).notNull(),
    unitPrice: numeric('unit_price', { precision: 18, scale: 2 }).notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    deliveryMode: text('delivery_mode', { enum: ['pickup', 'delivery', 'transfer'] }).notNull(),
    remark: text('remark'),
    declineReason: text('decline_reason'),
    /** Who declined: the seller, or the platform when the listing ended under the application. */
    declinedBy: text('declined_by', { enum: ['seller', 'system'] }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    takenAt: timestamp('taken_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('receipt_orders_no_unique').on(t.orderNo),
    index('receipt_orders_buyer_idx').on(t.buyerCompanyId, t.status, t.createdAt),
    index('receipt_orders_seller_idx').on(t.sellerCompanyId, t.status, t.createdAt),
    index('receipt_orders_listing_idx').on(t.listingId, t.status),
    check('receipt_orders_quantity_positive', sql`${t.quantity} > 0`),
  ],
);
export type ReceiptOrderRow = typeof receiptOrders.$inferSelect;
