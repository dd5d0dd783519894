import {
  compareDecimal,
  LISTING_SORTS,
  type ListingSort,
  type listingRoutes,
  MONEY_PATTERN,
  RECEIPT_DELIVERY_MODES,
  type ReceiptDeliveryMode,
  type RouteInput,
} from '@hgsc/contracts';
import { DEFAULT_PAGE_SIZE } from '../../../shared/config.ts';
import { readUrlPaging, writeUrlPaging } from '../../../shared/url-query.ts';

/**
 * The /receiptMarket query, kept in the URL so that a link, a reload or the back button shows the same offers. The URL
 * carries only what differs from the defaults; a hand-edited value the server would refuse is dropped instead of
 * failing the whole search.
 */
export interface MarketQuery {
  keyword?: string;
  /** GB/T 2260 city code of the warehouse. */
  cityCode?: string;
  /** 元 per unit, decimal strings (at most 2 decimals). */
  priceMin?: string;
  priceMax?: string;
  deliveryMode?: ReceiptDeliveryMode;
  sort: ListingSort;
  page: number;
  size: number;
}

export const DEFAULT_MARKET_QUERY: MarketQuery = { sort: 'newest', page: 1, size: DEFAULT_PAGE_SIZE };

/** The server's keyword limit. */
const KEYWORD_MAX = 50;

const price = (value: string | null): string | undefined => {
  const trimmed = value?.trim();
  return trimmed && MONEY_PATTERN.test(trimmed) ? trimmed : undefined;
};

export function parseMarketQuery(params: URLSearchParams): MarketQuery {
  const query: MarketQuery = { ...DEFAULT_MARKET_QUERY };
  const keyword = params.get('keyword')?.trim().slice(0, KEYWORD_MAX);
  if (keyword) query.keyword = keyword;
  const cityCode = params.get('cityCode');
  if (cityCode && /^\d{6}$/.test(cityCode)) query.cityCode = cityCode;
  let priceMin = price(params.get('priceMin'));
  let priceMax = price(params.get('priceMax'));
  // A reversed range is what the trader meant the other way round (the server would refuse it).
  if (priceMin && priceMax && compareDecimal(priceMin, priceMax) > 0) [priceMin, priceMax] = [priceMax, priceMin];
  if (priceMin) query.priceMin = priceMin;
  if (priceMax) query.priceMax = priceMax;
  const mode = params.get('deliveryMode');
  if (mode && (RECEIPT_DELIVERY_MODES as readonly string[]).includes(mode)) query.deliveryMode = mode as ReceiptDeliveryMode;
  const sort = params.get('sort');
  if (sort && (LISTING_SORTS as readonly string[]).includes(sort)) query.sort = sort as ListingSort;
  return { ...query, ...readUrlPaging(params) };
}

export function toMarketParams(query: MarketQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.keyword) params.set('keyword', query.keyword);
  if (query.cityCode) params.set('cityCode', query.cityCode);
  if (query.priceMin) params.set('priceMin', query.priceMin);
  if (query.priceMax) params.set('priceMax', query.priceMax);
  if (query.deliveryMode) params.set('deliveryMode', query.deliveryMode);
  if (query.sort !== DEFAULT_MARKET_QUERY.sort) params.set('sort', query.sort);
  return writeUrlPaging(params, query);
}

/** The filters of a query: changing one starts again at page 1. */
export type MarketFilterKey = 'keyword' | 'cityCode' | 'priceMin' | 'priceMax' | 'deliveryMode' | 'sort';

export function withMarketFilter<K extends MarketFilterKey>(
  query: MarketQuery,
  key: K,
  value: MarketQuery[K] | undefined,
): MarketQuery {
  const next: MarketQuery = { ...query, page: 1 };
  if (value === undefined || value === '') delete next[key];
  else next[key] = value as MarketQuery[K];
  return next;
}

export const hasMarketFilters = (query: MarketQuery) =>
  Boolean(query.keyword || query.cityCode || query.priceMin || query.priceMax || query.deliveryMode);

/** The body of POST /sale/bss/receiptList for a query. */
export function toMarketBody(query: MarketQuery): RouteInput<typeof listingRoutes.market> {
  const { page, size, ...filters } = query;
  return { current: page, size, ...filters };
}
