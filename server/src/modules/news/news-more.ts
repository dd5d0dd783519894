import { NEWS_MORE_COUNT, type NewsLink, type NewsMore } from '@hgsc/contracts';
import { and, asc, desc, eq, gt, lt, ne, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { newsArticles } from './tables.ts';
import { isPublished, publishedIn, selectCards, toCard, toDetail } from './view.ts';

/**
 * POST /news/more: a published article (counting one view), the previous / next article of its
 * category in publishing order (published just before / just after it; ties broken by id), and
 * up to NEWS_MORE_COUNT other articles of the category, newest first. 404 unless published.
 */
export async function newsMore(ctx: AppContext, id: number): Promise<NewsMore> {
  const [counted] = await ctx.db
    .update(newsArticles)
    .set({ viewCount: sql`${newsArticles.viewCount} + 1` })
    .where(and(eq(newsArticles.id, id), isPublished))
    .returning({ id: newsArticles.id });
  if (!counted) throw notFound('news.notFound');
  const [row] = await selectCards(ctx.db, eq(newsArticles.id, id));
  if (!row) throw notFound('news.notFound');
  const { categoryId, publishedAt } = row.article;
  const at = publishedAt ?? new Date(0);
  const sameCategory = publishedIn(categoryId);
  const link = (r: { id: number; title: string; publishedAt: Date | null }): NewsLink => ({
    id: r.id,
    title: r.title,
    publishedAt: r.publishedAt?.toISOString() ?? null,
  });
  const neighbour = { id: newsArticles.id, title: newsArticles.title, publishedAt: newsArticles.publishedAt };

  const [[previous], [next], more] = await Promise.all([
    ctx.db
      .select(neighbour)
      .from(newsArticles)
      .where(
        and(sameCategory, or(lt(newsArticles.publishedAt, at), and(eq(newsArticles.publishedAt, at), lt(newsArticles.id, id)))),
      )
      .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id))
      .limit(1),
    ctx.db
      .select(neighbour)
      .from(newsArticles)
      .where(
        and(sameCategory, or(gt(newsArticles.publishedAt, at), and(eq(newsArticles.publishedAt, at), gt(newsArticles.id, id)))),
      )
      .orderBy(asc(newsArticles.publishedAt), asc(newsArticles.id))
      .limit(1),
    selectCards(ctx.db, and(sameCategory, ne(newsArticles.id, id)))
      .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id))
      .limit(NEWS_MORE_COUNT),
  ]);
  return {
    article: toDetail(row),
    previous: previous ? link(previous) : null,
    next: next ? link(next) : null,
    more: more.map(toCard),
  };
}
