import { type AdminHomeBanner, type AdminHomeBannerSaveBody, MAX_ENABLED_BANNERS } from '@hgsc/contracts';
import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { assertPublicImage } from '../../platform/files/public-image.ts';
import { notFound, wrongState } from '../../platform/http/app-error.ts';
import type { UserRow } from '../user/index.ts';
import { toAdminHomeBanner } from './banners.ts';
import { homeBanners } from './tables.ts';

/** Serialises banner saves so two operators cannot both enable the last free slot. */
const BANNER_LOCK = 72_177_401;

/**
 * POST /admin/home/banner/save: without id a new banner, with id an edit. 400 naming imageKey for
 * an image that was not uploaded; 409 when enabling it would exceed MAX_ENABLED_BANNERS; 404 for a
 * missing banner.
 */
export async function saveHomeBanner(
  ctx: AppContext,
  operator: UserRow,
  body: AdminHomeBannerSaveBody,
): Promise<{ banner: AdminHomeBanner; created: boolean }> {
  await assertPublicImage(ctx, body.imageKey, 'imageKey', 'homeBlock.imageInvalid');
  const tx = ctx.db;
  await tx.execute(sql`select pg_advisory_xact_lock(${BANNER_LOCK})`);
  if (body.enabled) {
    const others = body.id === undefined ? undefined : ne(homeBanners.id, body.id);
    const [enabled] = await tx
      .select({ n: count() })
      .from(homeBanners)
      .where(and(eq(homeBanners.enabled, true), others));
    if ((enabled?.n ?? 0) >= MAX_ENABLED_BANNERS) throw wrongState('homeBlock.tooManyBanners', { max: MAX_ENABLED_BANNERS });
  }
  const fields = {
    title: body.title,
    imageKey: body.imageKey,
    link: body.link,
    sortOrder: body.sortOrder,
    enabled: body.enabled,
    updatedBy: operator.id,
    updatedAt: new Date(),
  };
  if (body.id === undefined) {
    const [row] = await tx.insert(homeBanners).values(fields).returning();
    return { banner: toAdminHomeBanner(row!), created: true };
  }
  const [row] = await tx.update(homeBanners).set(fields).where(eq(homeBanners.id, body.id)).returning();
  if (!row) throw notFound('homeBlock.bannerNotFound');
  return { banner: toAdminHomeBanner(row), created: false };
}
