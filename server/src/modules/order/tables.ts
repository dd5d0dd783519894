import {
  type AddressSnapshot,
  type DeliveryMode,
  type Invoice,
  ORDER_STATUS,
  type OrderCurrency,
  type PaymentTerm,
} from '@hgsc/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from '../company/tables.ts';
import { products } from '../product/tables.ts';
import { shops } from '../shop/tables.ts';
import { users } from '../user/tables.ts';

/** The statuses of an order whose contract both parties have not signed yet (the close job's 72 hours). */
export const UNSIGNED_STATUSES = [
  ORDER_STATUS.WAIT_CONTRACT,
  ORDER_STATUS.NONE_SIGNED,
  ORDER_STATUS.SELLER_TO_SIGN,
  ORDER_STATUS.BUYER_TO_SIGN,
];

/** The running number of order numbers (HG + yyyymmdd + 8 digits). */
export const orderNumberSequence = pgSequence('order_number_seq', { startWith: 1, increment: 1 });

/**
 * An order (订单): one buyer company buying from one shop. Money NUMERIC(18,2); the status is a
 * SPEC §3 code moved only through apply-action.ts (the order-flow.ts table). The delivery address
 * and invoice information are snapshots, so later edits of the company's addresses change nothing.
 */
export const orders = pgTable(
  'orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderNo: text('order_no').notNull(),
    buyerCompanyId: bigint('buyer_company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id),
    buyerUserId: bigint('buyer_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    sellerCompanyId: bigint('seller_company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id),
    shopId: bigint('shop_id', { mode: 'number' })
      .notNull()
      .references(() => shops.id),
    status: smallint('status').notNull(),
    /** When the current status began (the payment timeout counts from it). */
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    goodsAmount: numeric('goods_amount', { precision: 18, scale: 2 }).notNull(),
    freightAmount: numeric('freight_amount', { precision: 18, scale: 2 }).notNull().default('0.00'),
    totalAmount: numeric('total_amount', { precision: 18, scale: 2 }).notNull(),
    /** CNY, or USD once the seller switched it before the contract (all amounts in it; English contract). */
    currency: text('currency').$type<OrderCurrency>().notNull().default('CNY'),
    deliveryMode: text('delivery_mode').$type<DeliveryMode>().notNull(),
    address: jsonb('address').$type<AddressSnapshot | null>(),
    invoice: jsonb('invoice').$type<Invoice | null>(),
    remark: text('remark'),
    cancelRequestedBy: text('cancel_requested_by').$type<'buyer' | 'seller' | null>(),
    cancelReason: text('cancel_reason'),
    cancelRequestedAt: timestamp('cancel_requested_at', { withTimezone: true }),
    /** How it is paid (payment-terms.ts), chosen at checkout: a deposit's percent, the days after receipt the rest is due. */
    paymentTerm: text('payment_term').$type<PaymentTerm>().notNull().default('prepay'),
    depositPercent: smallint('deposit_percent'),
    dueDays: smallint('due_days').notNull().default(0),
    /** The payments declared and not refused or withdrawn / those the seller confirmed (order_payments). */
    paidAmount: numeric('paid_amount', { precision: 18, scale: 2 }).notNull().default('0.00'),
    confirmedAmount: numeric('confirmed_amount', { precision: 18, scale: 2 }).notNull().default('0.00'),
    /** Refunds the seller declared (76), less those refused or withdrawn; and those the buyer confirmed. */
    refundDeclaredAmount: numeric('refund_declared_amount', { precision: 18, scale: 2 }).notNull().default('0.00'),
    refundedAmount: numeric('refunded_amount', { precision: 18, scale: 2 }).notNull().default('0.00'),
    /** Every payment's proof files, for the file access rule and the view's first proofs. */
    paymentProofKeys: text('payment_proof_keys').array().notNull().default(sql`'{}'::text[]`),
    paymentRemark: text('payment_remark'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    deliveryNo: text('delivery_no'),
    carrier: text('carrier'),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    receiveRemark: text('receive_remark'),
    /** What the goods settled on when the last batch arrived (lines at what arrived, within the tolerance); null before. */
    settledGoodsAmount: numeric('settled_goods_amount', { precision: 18, scale: 2 }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** The China day the buyer and seller were last told the balance is overdue (remind-overdue.ts); null: never. */
    overdueRemindedOn: date('overdue_reminded_on', { mode: 'string' }),
    priceAdjusted: boolean('price_adjusted').notNull().default(false),
    witnessName: text('witness_name'),
    witnessMobile: text('witness_mobile'),
    /** Read-only share link (/order/share): a random token and the hash of its password. */
    shareToken: text('share_token'),
    sharePasswordHash: text('share_password_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_order_no_unique').on(t.orderNo),
    uniqueIndex('orders_share_token_unique').on(t.shareToken),
    index('orders_buyer_idx').on(t.buyerCompanyId, t.status, t.createdAt),
    index('orders_seller_idx').on(t.sellerCompanyId, t.status, t.createdAt),
    // 全部订单, the lists' first tab, newest first: walked from the top, so a page costs its ten rows, not a sort of
    // the company's whole history (a seller with 2,801 orders: 8.4 → 0.14 ms a page). NULLS FIRST is what
    // `ORDER BY … DESC` means: an index in drizzle's default (NULLS LAST) order is not walked for it.
    index('orders_buyer_recent_idx').on(t.buyerCompanyId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('orders_seller_recent_idx').on(t.sellerCompanyId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The close job (close-expired.ts) walks the unpaid (40) by the time of their last change, the unsigned
    // (10, 37, 38, 39) by their placement, each from its oldest to the deadline.
    index('orders_waiting_idx').on(t.status, t.statusChangedAt).where(sql`${t.status} in (10, 37, 38, 39, 40)`),
    // The day's completed orders, which the market prices count (market-price/compute-prices.ts).
    index('orders_completed_idx').on(t.statusChangedAt).where(sql`${t.status} = 80`),
    // The overdue sweep walks the orders waiting for their balance, the earliest settled first.
    index('orders_balance_due_idx').on(t.settledAt).where(sql`${t.status} = 75`),
    index('orders_unsigned_placed_idx')
      .on(t.createdAt)
      .where(sql`${t.status} in (${sql.raw(UNSIGNED_STATUSES.join(', '))})`),
  ],
);

/** A line of an order: the product as it was bought. */
export const orderItems = pgTable(
  'order_items',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => products.id),
    name: text('name').notNull(),
    casNumber: text('cas_number').notNull(),
    grade: text('grade'),
    purity: text('purity'),
    packaging: smallint('packaging').notNull(),
    unit: text('unit').notNull(),
    price: numeric('price', { precision: 18, scale: 2 }).notNull(),
    originalPrice: numeric('original_price', { precision: 18, scale: 2 }).notNull(),
    quantity: numeric('quantity', { precision: 18, scale: 4 }).notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    /** The quantity and amount the line settled on (order-shipment.ts settleLines); null until the order settles. */
    settledQuantity: numeric('settled_quantity', { precision: 18, scale: 4 }),
    settledAmount: numeric('settled_amount', { precision: 18, scale: 2 }),
    isDangerous: boolean('is_dangerous').notNull(),
    /** A dangerous good's UN number and hazard class as sold (the contract's dangerous-goods article). */
    unNumber: text('un_number'),
    hazardClass: text('hazard_class'),
  },
  (t) => [index('order_items_order_idx').on(t.orderId), index('order_items_product_idx').on(t.productId)],
);

/** Orders a user marked as interesting (/order/interested). */
export const orderInterests = pgTable(
  'order_interests',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.orderId] })],
);

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
