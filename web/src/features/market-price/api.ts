import { type MarketPriceListInput, marketPriceRoutes } from '@hgsc/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../shared/request/call.ts';

/** 行情 (no login), declared in the contracts. */
export const marketPriceApi = {
  list: (query: Partial<MarketPriceListInput>) => call(marketPriceRoutes.list, query),
  /** 404 (no price for the commodity) is the page's to show, not a toast. */
  history: (casNumber: string, days: number) => call(marketPriceRoutes.history, { casNumber, days }, { passCodes: [404] }),
  offers: (casNumber: string) => call(marketPriceRoutes.offers, { casNumber }),
};

/** How many commodities the home ticker runs through (a page size the API takes). */
export const TICKER_LINES = 30;

export const marketPriceQueries = {
  list: (query: Partial<MarketPriceListInput>) =>
    queryOptions({ queryKey: [marketPriceRoutes.list.path, query], queryFn: () => marketPriceApi.list(query) }),
  /** The home ticker's lines: the most traded commodities. */
  ticker: () => marketPriceQueries.list({ current: 1, size: TICKER_LINES }),
  history: (casNumber: string, days: number) =>
    queryOptions({
      queryKey: [marketPriceRoutes.history.path, casNumber, days],
      queryFn: () => marketPriceApi.history(casNumber, days),
    }),
  offers: (casNumber: string) =>
    queryOptions({ queryKey: [marketPriceRoutes.offers.path, casNumber], queryFn: () => marketPriceApi.offers(casNumber) }),
};

/** A commodity's 行情 page. */
export const marketPriceHref = (casNumber: string) => `/prices/${casNumber}`;
