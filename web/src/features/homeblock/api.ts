import { catalogueRoutes, homeBlockRoutes, type RouteInput } from '@hgsc/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { call } from '../../shared/request/call.ts';

export const ADMIN_BANNER_LIST_URL = homeBlockRoutes.banners.path;
export const ADMIN_HOT_LIST_URL = homeBlockRoutes.hotPins.path;
export const CATALOGUE_SEARCH_URL = catalogueRoutes.search.path;
/** The public call that carries the home blocks. */
const HOME_PAGE_URL = catalogueRoutes.home.path;

/** The operator's home blocks (auth 'operator'): banners and the pinned head of the hot list. */
export const homeBlockApi = {
  /** Every banner in order, enabled or not. */
  banners: () => call(homeBlockRoutes.banners),
  /** A new banner (no id) or an edit; 409 beyond MAX_ENABLED_BANNERS enabled. */
  saveBanner: (body: RouteInput<typeof homeBlockRoutes.saveBanner>) => call(homeBlockRoutes.saveBanner, body),
  delBanner: (id: number) => call(homeBlockRoutes.removeBanner, { id }),
  /** The pinned products in order, each saying whether the catalogue shows it now. */
  hotPins: () => call(homeBlockRoutes.hotPins),
  /** Replaces the pins with this ordered list. */
  saveHotPins: (productIds: number[]) => call(homeBlockRoutes.saveHotPins, { productIds }),
  /** The public catalogue search (what may be pinned). */
  search: (body: RouteInput<typeof catalogueRoutes.search>) => call(catalogueRoutes.search, body),
};

/** Drops the public home page's copy after the operator changed a block. */
export async function refreshHomePage(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: [HOME_PAGE_URL], refetchType: 'none' });
}
