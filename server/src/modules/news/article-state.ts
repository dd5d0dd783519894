import type { AdminNewsArticle } from '@hgsc/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import type { UserRow } from '../user/index.ts';
import { adminNewsArticle } from './admin-list.ts';
import { newsArticles } from './tables.ts';

async function currentStatus(ctx: AppContext, id: number) {
  const [row] = await ctx.db.select({ status: newsArticles.status }).from(newsArticles).where(eq(newsArticles.id, id));
  if (!row) throw notFound('news.notFound');
  return row.status;
}

/**
 * POST /admin/news/publish: a draft or unpublished article becomes visible. The first publication
 * sets publishedAt; republishing keeps it. 409 (naming the state) when already published.
 */
export async function publishNews(ctx: AppContext, operator: UserRow, id: number): Promise<AdminNewsArticle> {
  const [row] = await ctx.db
    .update(newsArticles)
    .set({
      status: 'published',
      publishedAt: sql`coalesce(${newsArticles.publishedAt}, now())`,
      updatedBy: operator.id,
      updatedAt: new Date(),
    })
    .where(and(eq(newsArticles.id, id), inArray(newsArticles.status, ['draft', 'unpublished'])))
    .returning({ id: newsArticles.id });
  if (!row) {
    const status = await currentStatus(ctx, id);
    throw new AppError('WRONG_STATE', 'news.alreadyPublished', {}, { status });
  }
  return adminNewsArticle(ctx, id);
}

/** POST /admin/news/unpublish: a published article is hidden again. 409 (naming the state) otherwise. */
export async function unpublishNews(ctx: AppContext, operator: UserRow, id: number): Promise<AdminNewsArticle> {
  const [row] = await ctx.db
    .update(newsArticles)
    .set({ status: 'unpublished', updatedBy: operator.id, updatedAt: new Date() })
    .where(and(eq(newsArticles.id, id), eq(newsArticles.status, 'published')))
    .returning({ id: newsArticles.id });
  if (!row) {
    const status = await currentStatus(ctx, id);
    const key = status === 'draft' ? 'news.notPublished.draft' : 'news.notPublished.unpublished';
    throw new AppError('WRONG_STATE', key, {}, { status });
  }
  return adminNewsArticle(ctx, id);
}
