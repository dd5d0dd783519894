import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { homeBanners } from './tables.ts';

/** POST /admin/home/banner/del: removes a banner; 404 when missing. The image file stays (news may share it). */
export async function deleteHomeBanner(ctx: AppContext, id: number): Promise<void> {
  const deleted = await ctx.db.delete(homeBanners).where(eq(homeBanners.id, id)).returning({ id: homeBanners.id });
  if (deleted.length === 0) throw notFound('homeBlock.bannerNotFound');
}
