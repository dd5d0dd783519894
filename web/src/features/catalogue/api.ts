import {
  attentionRoutes,
  type CatalogueHome,
  type CatalogueProductDetail,
  type CatalogueProductPage,
  type CatalogueRollItem,
  type CategoryNode,
} from '@hgsc/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../shared/request/call.ts';
import { http } from '../../shared/request/http.ts';
import { type SearchQuery, toSearchBody } from './search-query.ts';

export const CATALOGUE_HOME_URL = '/search/home/page';
export const CATALOGUE_SEARCH_URL = '/search/searchPage';
export const PRODUCT_DETAILS_URL = '/product/details';
export const CATEGORY_TREE_URL = '/homepage/product/category/tree';
export const ROLL_SHOW_URL = '/product/productRollShow';
export const ATTENTION_LIST_URL = attentionRoutes.list.path;

/** SPEC §7 "Public and catalogue": what visitors see without logging in, plus following (关注, logged in). */
export const catalogueApi = {
  /** Home blocks: categories (two levels), hot and newest products, recommended shops, banners. */
  home: () => http.post<CatalogueHome>(CATALOGUE_HOME_URL),
  /** A page of matches; `totalCapped` when there are more than `total` (the server counts up to a cap). */
  search: (query: SearchQuery) => http.post<CatalogueProductPage>(CATALOGUE_SEARCH_URL, toSearchBody(query)),
  /** One public product; 404 (not shown, off shelf, unknown) is the page's to show, not a toast. */
  details: (id: number) => http.post<CatalogueProductDetail>(PRODUCT_DETAILS_URL, { id }, { passCodes: [404] }),
  /** The enabled category tree, up to three levels. */
  categoryTree: () => http.get<CategoryNode[]>(CATEGORY_TREE_URL),
  /** The latest price moves for the home ticker. */
  rollShow: (limit = 20) => http.post<CatalogueRollItem[]>(ROLL_SHOW_URL, { limit }),
};

/** The queries the catalogue's pages open with, shared with their route loaders (app/route-data.ts). */
export const catalogueQueries = {
  home: () => queryOptions({ queryKey: [CATALOGUE_HOME_URL], queryFn: () => catalogueApi.home() }),
  search: (query: SearchQuery) =>
    queryOptions({ queryKey: [CATALOGUE_SEARCH_URL, query], queryFn: () => catalogueApi.search(query) }),
  /**
   * Prices change: every visit reads the product again — the route's loader does, as the page loads, and the page
   * takes that read rather than asking a second time (which would count a second view).
   */
  details: (id: number) =>
    queryOptions({ queryKey: [PRODUCT_DETAILS_URL, id], queryFn: () => catalogueApi.details(id), staleTime: 5_000 }),
  /** The public category tree; it changes rarely, so pages share one copy for five minutes. */
  categoryTree: () =>
    queryOptions({ queryKey: [CATEGORY_TREE_URL], queryFn: () => catalogueApi.categoryTree(), staleTime: 300_000 }),
  /** The home ticker's latest price moves. */
  rollShow: () => queryOptions({ queryKey: [ROLL_SHOW_URL], queryFn: () => catalogueApi.rollShow(20) }),
};

/** Following products (logged in). */
export const attentionApi = {
  /** 409 (already followed) is passed to the caller: it only means the button was out of date. */
  follow: (productId: number) => call(attentionRoutes.follow, { productId }, { passCodes: [409] }),
  unfollow: (productId: number) => call(attentionRoutes.unfollow, { productId }, { passCodes: [404] }),
  list: (current: number, size: number) => call(attentionRoutes.list, { current, size }),
};
