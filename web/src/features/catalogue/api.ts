import { attentionRoutes, catalogueRoutes, categoryRoutes, type ShopProductSort, shopRoutes } from '@hgsc/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../shared/request/call.ts';
import { type SearchQuery, toSearchBody } from './search-query.ts';

export const ATTENTION_LIST_URL = attentionRoutes.list.path;

/** A page of one shop's on-shelf products: its public page, and a product page's "more from this shop". */
export interface ShopProductQuery {
  id: number;
  current: number;
  size: number;
  keyword?: string;
  categoryId?: number;
  sort?: ShopProductSort;
}

/** SPEC §7 "Public and catalogue": what visitors see without logging in, plus following (关注, logged in). */
export const catalogueApi = {
  /** Home blocks: categories (two levels), hot and newest products, recommended shops, banners. */
  home: () => call(catalogueRoutes.home),
  /** A page of matches; `totalCapped` when there are more than `total` (the server counts up to a cap). */
  search: (query: SearchQuery) => call(catalogueRoutes.search, toSearchBody(query)),
  /** The producers public offers name, the most offered first; within a category subtree when given. */
  brands: (categoryId: number | undefined) => call(catalogueRoutes.brands, categoryId ? { categoryId } : {}),
  /** One public product; 404 (not shown, off shelf, unknown) is the page's to show, not a toast. */
  details: (id: number) => call(catalogueRoutes.details, { id }, { passCodes: [404] }),
  /** The enabled category tree, up to three levels. */
  categoryTree: () => call(categoryRoutes.tree),
  /** A shop's on-shelf products; 404 when the shop is not open. */
  shopProducts: (query: ShopProductQuery) => call(shopRoutes.products, query, { passCodes: [404] }),
};

/** The queries the catalogue's pages open with, shared with their route loaders (app/route-data.ts). */
export const catalogueQueries = {
  home: () => queryOptions({ queryKey: [catalogueRoutes.home.path], queryFn: () => catalogueApi.home() }),
  search: (query: SearchQuery) =>
    queryOptions({ queryKey: [catalogueRoutes.search.path, query], queryFn: () => catalogueApi.search(query) }),
  /**
   * Prices change: every visit reads the product again — the route's loader does, as the page loads, and the page
   * takes that read rather than asking a second time (which would count a second view).
   */
  details: (id: number) =>
    queryOptions({ queryKey: [catalogueRoutes.details.path, id], queryFn: () => catalogueApi.details(id), staleTime: 5_000 }),
  /** The public category tree; it changes rarely, so pages share one copy for five minutes. */
  categoryTree: () =>
    queryOptions({ queryKey: [categoryRoutes.tree.path], queryFn: () => catalogueApi.categoryTree(), staleTime: 300_000 }),
  shopProducts: (query: ShopProductQuery) =>
    queryOptions({ queryKey: [shopRoutes.products.path, query], queryFn: () => catalogueApi.shopProducts(query) }),
};

/** Following products (logged in). */
export const attentionApi = {
  /** 409 (already followed) is passed to the caller: it only means the button was out of date. */
  follow: (productId: number) => call(attentionRoutes.follow, { productId }, { passCodes: [409] }),
  unfollow: (productId: number) => call(attentionRoutes.unfollow, { productId }, { passCodes: [404] }),
  list: (current: number, size: number) => call(attentionRoutes.list, { current, size }),
};
