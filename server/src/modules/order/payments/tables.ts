import type { LedgerKind, PaymentMethod } from '@hgsc/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  numeric,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { paymentLedgerColumns } from '../../../platform/payments/ledger-columns.ts';
import { companies } from '../../company/tables.ts';
import { users } from '../../user/tables.ts';
import { orders } from '../tables.ts';

/** The running number of order payments: PO + the day in China + 6 digits. */
export const orderPaymentNumberSequence = pgSequence('order_payment_number_seq', { startWith: 1, increment: 1 });

/**
 * One payment of an order (payment-ledger.ts): declared by the buyer with its proof, confirmed or refused by the
 * seller. A bank acceptance bill (银行承兑汇票) is kept with its number, accepting bank and due date. A refund goes the
 * other way: declared by the seller, answered by the buyer.
 */
export const orderPayments = pgTable(
  'order_payments',
  {
    ...paymentLedgerColumns(() => users.id),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<LedgerKind>().notNull().default('payment'),
    method: text('method').$type<PaymentMethod>().notNull(),
    /** The day the buyer made it, in China. */
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    billNo: text('bill_no'),
    billBank: text('bill_bank'),
    billDueOn: date('bill_due_on', { mode: 'string' }),
  },
  (t) => [
    uniqueIndex('order_payments_no_unique').on(t.paymentNo),
    index('order_payments_order_idx').on(t.orderId, t.id),
    // The file access rule finds a proof's payment by its key.
    index('order_payments_proof_keys_idx').using('gin', t.proofKeys),
    check('order_payments_amount_positive', sql`${t.amount} > 0`),
    check('order_payments_kind', sql`${t.kind} in ('payment', 'refund')`),
  ],
);
export type OrderPaymentRow = typeof orderPayments.$inferSelect;

/** 账期: a seller lets a buyer company order on credit, the amount due this many days after the goods arrived. */
export const shopCredits = pgTable(
  'shop_credits',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    sellerCompanyId: bigint('seller_company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id),
    buyerCompanyId: bigint('buyer_company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id),
    days: integer('days').notNull(),
    /** 授信额度: the most the buyer may owe the seller on credit at once; null: no limit. */
    limitAmount: numeric('limit_amount', { precision: 18, scale: 2 }),
    remark: text('remark'),
    updatedBy: bigint('updated_by', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shop_credits_pair_unique').on(t.sellerCompanyId, t.buyerCompanyId),
    index('shop_credits_recent_idx').on(t.sellerCompanyId, t.updatedAt),
    check('shop_credits_days_range', sql`${t.days} between 1 and 180`),
  ],
);
export type ShopCreditRow = typeof shopCredits.$inferSelect;
