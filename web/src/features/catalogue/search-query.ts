import {
  CATALOGUE_SORTS,
  type CatalogueSort,
  compareDecimal,
  MONEY_PATTERN,
  PACKAGING_CODES,
  PRODUCT_BRAND_MAX,
} from '@hgsc/contracts';
import { DEFAULT_PAGE_SIZE } from '../../shared/config.ts';
import { positiveInt, readUrlPaging, writeUrlPaging } from '../../shared/url-query.ts';

/**
 * The /search page's query, kept in the URL so that links, reloads and the back button show the
 * same results. The URL carries only what differs from the defaults; a hand-edited value that the
 * server would refuse is dropped instead of failing the whole search.
 */
export interface SearchQuery {
  keyword?: string;
  categoryId?: number;
  /** SPEC §3 packaging code 0–6. */
  packaging?: number;
  /** GB/T 2260 province code. */
  provinceCode?: string;
  /** GB/T 2260 city code of the warehouse's city, within the province. */
  cityCode?: string;
  /** 生产厂家 / 品牌, exactly as the offers name it. */
  brand?: string;
  /** Decimal strings, at most 2 decimals. */
  minPrice?: string;
  maxPrice?: string;
  /** true: in stock only. */
  inStock?: boolean;
  /** true: dangerous goods only; false: none; absent: all. */
  dangerous?: boolean;
  sort: CatalogueSort;
  page: number;
  size: number;
}

export const DEFAULT_SEARCH_QUERY: SearchQuery = { sort: 'relevance', page: 1, size: DEFAULT_PAGE_SIZE };

/** The filters of a query: changing one of them starts again at page 1. */
export type SearchFilterKey = Exclude<keyof SearchQuery, 'page' | 'size'>;

const KEYWORD_MAX = 100;

const price = (value: string | null): string | undefined => {
  const trimmed = value?.trim();
  return trimmed && MONEY_PATTERN.test(trimmed) ? trimmed : undefined;
};

const flag = (value: string | null): boolean | undefined =>
  value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : undefined;

/** Reads a search query from the URL's parameters. */
export function parseSearchQuery(params: URLSearchParams): SearchQuery {
  const query: SearchQuery = { ...DEFAULT_SEARCH_QUERY };
  const keyword = params.get('keyword')?.trim().slice(0, KEYWORD_MAX);
  if (keyword) query.keyword = keyword;
  const categoryId = positiveInt(params.get('categoryId'));
  if (categoryId) query.categoryId = categoryId;
  const packaging = params.get('packaging');
  if (packaging !== null && /^\d$/.test(packaging) && PACKAGING_CODES.includes(Number(packaging)))
    query.packaging = Number(packaging);
  const provinceCode = params.get('provinceCode');
  if (provinceCode && /^\d{6}$/.test(provinceCode)) query.provinceCode = provinceCode;
  // A city is chosen within its province: without one, the city is dropped.
  const cityCode = params.get('cityCode');
  if (query.provinceCode && cityCode && /^\d{6}$/.test(cityCode)) query.cityCode = cityCode;
  const brand = params.get('brand')?.trim();
  if (brand && brand.length <= PRODUCT_BRAND_MAX) query.brand = brand;
  let minPrice = price(params.get('minPrice'));
  let maxPrice = price(params.get('maxPrice'));
  // A reversed range is what the visitor meant the other way round.
  if (minPrice && maxPrice && compareDecimal(minPrice, maxPrice) > 0) [minPrice, maxPrice] = [maxPrice, minPrice];
  if (minPrice) query.minPrice = minPrice;
  if (maxPrice) query.maxPrice = maxPrice;
  const inStock = flag(params.get('inStock'));
  if (inStock) query.inStock = true;
  const dangerous = flag(params.get('dangerous'));
  if (dangerous !== undefined) query.dangerous = dangerous;
  const sort = params.get('sort');
  if (sort && (CATALOGUE_SORTS as readonly string[]).includes(sort)) query.sort = sort as CatalogueSort;
  return { ...query, ...readUrlPaging(params) };
}

/** Writes a search query as URL parameters, leaving out the defaults. */
export function toSearchParams(query: SearchQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.keyword) params.set('keyword', query.keyword);
  if (query.categoryId) params.set('categoryId', String(query.categoryId));
  if (query.packaging !== undefined) params.set('packaging', String(query.packaging));
  if (query.provinceCode) params.set('provinceCode', query.provinceCode);
  if (query.cityCode) params.set('cityCode', query.cityCode);
  if (query.brand) params.set('brand', query.brand);
  if (query.minPrice) params.set('minPrice', query.minPrice);
  if (query.maxPrice) params.set('maxPrice', query.maxPrice);
  if (query.inStock) params.set('inStock', 'true');
  if (query.dangerous !== undefined) params.set('dangerous', String(query.dangerous));
  if (query.sort !== DEFAULT_SEARCH_QUERY.sort) params.set('sort', query.sort);
  return writeUrlPaging(params, query);
}

/** A /search link, e.g. searchHref({ keyword: '甲醇' }) or searchHref({ categoryId: 2 }). */
export function searchHref(filters: Partial<SearchQuery>): string {
  const text = toSearchParams({ ...DEFAULT_SEARCH_QUERY, ...filters }).toString();
  return text ? `/search?${text}` : '/search';
}

/** The query with one filter changed (undefined removes it), back at page 1. */
export function withFilter<K extends SearchFilterKey>(
  query: SearchQuery,
  key: K,
  value: SearchQuery[K] | undefined,
): SearchQuery {
  const next: SearchQuery = { ...query, page: 1 };
  if (value === undefined || value === '') delete next[key];
  else next[key] = value as SearchQuery[K];
  return next;
}

/** The body of POST /search/searchPage for a query. */
export function toSearchBody(query: SearchQuery) {
  const { page, size, ...filters } = query;
  return { current: page, size, ...filters };
}

/** Whether any filter (not sort or paging) is set. */
export const hasFilters = (query: SearchQuery) =>
  Boolean(
    query.keyword ||
      query.categoryId ||
      query.packaging !== undefined ||
      query.provinceCode ||
      query.cityCode ||
      query.brand ||
      query.minPrice ||
      query.maxPrice ||
      query.inStock ||
      query.dangerous !== undefined,
  );
