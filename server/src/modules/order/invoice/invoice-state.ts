import { type InvoiceStatus, invoiceStatusLabelKey, type Language, translate } from '@hgsc/contracts';
import Decimal from 'decimal.js';
import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { orderInvoices } from './tables.ts';

/** Exact money arithmetic: NUMERIC(18,2) sums need more than decimal.js's default 20 digits. */
export const Money = Decimal.clone({ precision: 64, rounding: Decimal.ROUND_HALF_UP });

export interface InvoiceState {
  invoiceStatus: InvoiceStatus;
  invoiceStatusLabel: string;
  invoicedAmount: string;
}

/** 未开票 / 部分开票 / 已开票 of an order whose recorded invoices sum to `invoiced`. */
export function invoiceStatusOf(invoiced: string, total: string): InvoiceStatus {
  const sum = new Money(invoiced);
  if (sum.isZero()) return 'none';
  return sum.greaterThanOrEqualTo(total) ? 'full' : 'partial';
}

/** What may still be invoiced: total − invoiced, never below zero (2 decimals). */
export const remainingOf = (invoiced: string, total: string) => Money.max(0, new Money(total).minus(invoiced)).toFixed(2);

/** The recorded (not removed) invoice sum of each order, one query for all. */
export async function invoicedAmounts(db: Db, orderIds: readonly number[]): Promise<Map<number, string>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ orderId: orderInvoices.orderId, sum: sql<string>`sum(${orderInvoices.amount})::text` })
    .from(orderInvoices)
    .where(and(inArray(orderInvoices.orderId, [...orderIds]), isNull(orderInvoices.removedAt)))
    .groupBy(orderInvoices.orderId);
  return new Map(rows.map((r) => [r.orderId, new Money(r.sum).toFixed(2)]));
}

/** The invoice state of each order (for order views and lists), batched. */
export async function invoiceStates(
  db: Db,
  rows: readonly { id: number; totalAmount: string }[],
  lang: Language,
): Promise<Map<number, InvoiceState>> {
  const sums = await invoicedAmounts(
    db,
    rows.map((r) => r.id),
  );
  return new Map(rows.map((r) => [r.id, stateOf(sums.get(r.id) ?? '0.00', r.totalAmount, lang)]));
}

export function stateOf(invoiced: string, total: string, lang: Language): InvoiceState {
  const invoiceStatus = invoiceStatusOf(invoiced, total);
  return { invoiceStatus, invoiceStatusLabel: translate(invoiceStatusLabelKey(invoiceStatus), lang), invoicedAmount: invoiced };
}
