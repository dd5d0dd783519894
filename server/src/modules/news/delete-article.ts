import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { newsArticles } from './tables.ts';

/** POST /admin/news/del: removes an article in any state; 404 when missing. */
export async function deleteNewsArticle(ctx: AppContext, id: number): Promise<void> {
  const deleted = await ctx.db.delete(newsArticles).where(eq(newsArticles.id, id)).returning({ id: newsArticles.id });
  if (deleted.length === 0) throw notFound('news.notFound');
}
