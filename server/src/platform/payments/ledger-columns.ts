import { PAYMENT_STATUSES } from '@hgsc/contracts';
import { type AnyPgColumn, bigint, numeric, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The columns every payment ledger keeps (payment-ledger.ts): its number, amount, status, proof and remark, the
 * refusal's reason, who declared and who answered it (`userId`: the users' id column), and when. Each ledger's table
 * adds its order and its own facts.
 */
export const paymentLedgerColumns = (userId: () => AnyPgColumn) => ({
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  paymentNo: text('payment_no').notNull(),
  amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
  status: text('status', { enum: PAYMENT_STATUSES }).notNull(),
  proofKeys: text('proof_keys').array().notNull(),
  remark: text('remark'),
  refuseReason: text('refuse_reason'),
  createdBy: bigint('created_by', { mode: 'number' }).notNull().references(userId),
  answeredBy: bigint('answered_by', { mode: 'number' }).references(userId),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  answeredAt: timestamp('answered_at', { withTimezone: true }),
});
