import type {
  AdminHomeBanner,
  AdminHotPin,
  adminHomeBannerSaveBody,
  CatalogueProductCard,
  catalogueSearchBody,
  Page,
} from '@hgsc/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '../../shared/request/http.ts';

export const ADMIN_BANNER_LIST_URL = '/admin/home/banner/list';
export const ADMIN_HOT_LIST_URL = '/admin/home/hot/list';
export const CATALOGUE_SEARCH_URL = '/search/searchPage';
/** The public call that carries the home blocks. */
const HOME_PAGE_URL = '/search/home/page';

/** The operator's home blocks (auth 'operator'): banners and the pinned head of the hot list. */
export const homeBlockApi = {
  /** Every banner in order, enabled or not. */
  banners: () => http.post<AdminHomeBanner[]>(ADMIN_BANNER_LIST_URL),
  /** A new banner (no id) or an edit; 409 beyond MAX_ENABLED_BANNERS enabled. */
  saveBanner: (body: z.input<typeof adminHomeBannerSaveBody>) => http.post<AdminHomeBanner>('/admin/home/banner/save', body),
  delBanner: (id: number) => http.post<null>('/admin/home/banner/del', { id }),
  /** The pinned products in order, each saying whether the catalogue shows it now. */
  hotPins: () => http.post<AdminHotPin[]>(ADMIN_HOT_LIST_URL),
  /** Replaces the pins with this ordered list. */
  saveHotPins: (productIds: number[]) => http.post<AdminHotPin[]>('/admin/home/hot/save', { productIds }),
  /** The public catalogue search (what may be pinned). */
  search: (body: z.input<typeof catalogueSearchBody>) => http.post<Page<CatalogueProductCard>>(CATALOGUE_SEARCH_URL, body),
};

/** Drops the public home page's copy after the operator changed a block. */
export async function refreshHomePage(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: [HOME_PAGE_URL], refetchType: 'none' });
}
