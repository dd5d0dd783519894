import type { AdminHomeBanner, HomeBanner } from '@hgsc/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { imageUrl } from '../shop/index.ts';
import { type HomeBannerRow, homeBanners } from './tables.ts';

const bannerOrder = [asc(homeBanners.sortOrder), asc(homeBanners.id)];

const toHomeBanner = (row: HomeBannerRow): HomeBanner => ({
  id: row.id,
  title: row.title,
  imageUrl: imageUrl(row.imageKey) ?? '',
  link: row.link,
});

export const toAdminHomeBanner = (row: HomeBannerRow): AdminHomeBanner => ({
  ...toHomeBanner(row),
  imageKey: row.imageKey,
  sortOrder: row.sortOrder,
  enabled: row.enabled,
  updatedAt: row.updatedAt.toISOString(),
});

/** The enabled banners in order, as the home page shows them. */
export async function enabledBanners(db: Db): Promise<HomeBanner[]> {
  const rows = await db
    .select()
    .from(homeBanners)
    .where(eq(homeBanners.enabled, true))
    .orderBy(...bannerOrder);
  return rows.map(toHomeBanner);
}

/** POST /admin/home/banner/list: every banner in order, enabled or not. */
export async function adminBanners(db: Db): Promise<AdminHomeBanner[]> {
  const rows = await db
    .select()
    .from(homeBanners)
    .orderBy(...bannerOrder);
  return rows.map(toAdminHomeBanner);
}
