import { shopRoutes } from '@hgsc/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../shared/request/call.ts';

export const SHOP_PROFILE_URL = shopRoutes.info.path;
export const SHOP_SELECT_URL = shopRoutes.select.path;

/** The public shop pages' calls (no login). */
export const shopPublicApi = {
  /** An open shop's profile; 404 (not open, unknown) is the page's to show, not a toast. */
  profile: (id: number) => call(shopRoutes.info, { id }, { passCodes: [404] }),
  /** Open shops, most products first. */
  select: (query: { current: number; size: number; keyword?: string }) => call(shopRoutes.select, query),
};

/** The queries the shop's pages open with, shared with their route loaders (app/route-data.ts). */
export const shopPublicQueries = {
  profile: (id: number) => queryOptions({ queryKey: [SHOP_PROFILE_URL, id], queryFn: () => shopPublicApi.profile(id) }),
};
