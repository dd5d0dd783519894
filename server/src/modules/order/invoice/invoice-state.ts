import { type InvoiceStatus, invoiceStatusLabelKey, type Language, translate } from '@hgsc/contracts';
import Decimal from 'decimal.js';

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

/**
 * What the order's invoices add up to: its total, or once it settled on what arrived, the settled goods and the
 * freight — the difference is invoiced (or not) with the rest.
 */
export const invoiceableAmount = (order: { totalAmount: string; freightAmount: string; settledGoodsAmount: string | null }) =>
  order.settledGoodsAmount === null
    ? order.totalAmount
    : new Money(order.settledGoodsAmount).plus(order.freightAmount).toFixed(2);

/** What may still be invoiced: total − invoiced, never below zero (2 decimals). */
export const remainingOf = (invoiced: string, total: string) => Money.max(0, new Money(total).minus(invoiced)).toFixed(2);

/** An order's recorded invoice sum as SQL answers it (NULL: none recorded), to two decimals. */
export const invoicedAmount = (sum: string | null): string => (sum === null ? '0.00' : new Money(sum).toFixed(2));

export function stateOf(invoiced: string, total: string, lang: Language): InvoiceState {
  const invoiceStatus = invoiceStatusOf(invoiced, total);
  return { invoiceStatus, invoiceStatusLabel: translate(invoiceStatusLabelKey(invoiceStatus), lang), invoicedAmount: invoiced };
}
