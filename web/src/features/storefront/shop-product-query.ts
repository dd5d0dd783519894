import { SHOP_PRODUCT_SORTS, type ShopProductSort } from '@hgsc/contracts';
import { readUrlPaging, writeUrlPaging } from '../../shared/url-query.ts';
import type { ShopProductQuery } from '../catalogue/index.ts';

/** The shop's product search in the URL (keyword, sort, page, size); the shop comes from the route. */
export type ShopProductUrlQuery = Omit<ShopProductQuery, 'id'>;

export function parseShopProductQuery(params: URLSearchParams): ShopProductUrlQuery {
  const { page, size } = readUrlPaging(params);
  const sort = params.get('sort');
  return {
    current: page,
    size,
    keyword: params.get('keyword')?.trim().slice(0, 100) || undefined,
    sort: sort && (SHOP_PRODUCT_SORTS as readonly string[]).includes(sort) ? (sort as ShopProductSort) : 'newest',
  };
}

export function toShopProductParams(query: ShopProductUrlQuery): URLSearchParams {
  const out = new URLSearchParams();
  if (query.keyword) out.set('keyword', query.keyword);
  if (query.sort && query.sort !== 'newest') out.set('sort', query.sort);
  return writeUrlPaging(out, { page: query.current, size: query.size });
}
