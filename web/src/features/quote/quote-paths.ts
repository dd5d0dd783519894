import type { QuoteStatus } from '@hgsc/contracts';

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
