import type { Quote, QuoteStatus } from '@hgsc/contracts';

/** A quote's page, the link its notifications carry. */
export const quotePath = (id: number) => `/quotationDetail?id=${id}`;
/** A quote's versions, each frozen with its digest. */
export const quoteVersionsPath = (id: number) => `/quotationDetails?id=${id}`;

export const STATUS_COLOURS: Record<QuoteStatus, string> = {
  draft: 'default',
  offered: 'processing',
  selected: 'success',
  declined: 'error',
  withdrawn: 'default',
  expired: 'warning',
  discarded: 'default',
};

/**
 * Where a side reads the order a quote's selection placed: a shop order's page, or the receipt order's page of its
 * side (the supplier sells, the selecting company buys).
 */
export function quoteOrderPath(quote: Pick<Quote, 'subject' | 'sides'>, orderId: number): string {
  if (quote.subject === 'product') return `/order/${orderId}`;
  return quote.sides.includes('supplier')
    ? `/manage/waitingSellDetails?id=${orderId}`
    : `/manage/waitingbuydetails?id=${orderId}`;
}
