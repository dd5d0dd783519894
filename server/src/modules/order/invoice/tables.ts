import type { IssuedInvoiceType } from '@hgsc/contracts';
import { sql } from 'drizzle-orm';
import { bigint, date, index, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from '../../company/tables.ts';
import { users } from '../../user/tables.ts';
import { orders } from '../tables.ts';

/**
 * An invoice the seller issued for an order (发票): type, number, amount (NUMERIC,
 * the order's invoices together never above its total), date and the PDF. Removal is a mark
 * (`removedAt`): a removed invoice no longer counts, is not listed and its file is no longer served.
 */
export const orderInvoices = pgTable(
  'order_invoices',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    type: text('type').$type<IssuedInvoiceType>().notNull(),
    invoiceNo: text('invoice_no').notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    remark: text('remark'),
    fileKey: text('file_key').notNull(),
    /** The seller company that recorded it, and who. */
    companyId: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id),
    createdBy: bigint('created_by', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    removedBy: bigint('removed_by', { mode: 'number' }).references(() => users.id),
  },
  (t) => [
    index('order_invoices_order_idx').on(t.orderId, t.id),
    index('order_invoices_file_idx').on(t.fileKey),
    uniqueIndex('order_invoices_no_unique').on(t.orderId, t.invoiceNo).where(sql`${t.removedAt} is null`),
  ],
);

export type OrderInvoiceRow = typeof orderInvoices.$inferSelect;
