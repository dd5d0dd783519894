import { listingRoutes } from '@hgsc/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../../shared/request/call.ts';
import { LISTINGS_KEY, listingApi } from '../api.ts';
import { type MarketQuery, toMarketBody } from './market-query.ts';

/** The public market's reads, under the listings' root so a seller's change or a buyer's application refreshes them. */
export const marketQueries = {
  search: (query: MarketQuery) =>
    queryOptions({
      queryKey: [...LISTINGS_KEY, 'market', query],
      queryFn: () => listingApi.market(toMarketBody(query)),
      placeholderData: keepPreviousData,
    }),
  /**
   * One listing as `viewer` sees it (a visitor, or a company that may be its seller). An ended or unknown listing
   * answers 404, which the page says itself: passed through without the request layer's toast.
   */
  info: (id: number, viewer: number | 'visitor') =>
    queryOptions({
      queryKey: [...LISTINGS_KEY, 'info', id, viewer],
      queryFn: () => call(listingRoutes.info, { id }, { passCodes: [404] }),
      retry: false,
    }),
};
