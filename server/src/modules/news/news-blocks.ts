import type { NewsCard, NewsRollItem } from '@hgsc/contracts';
import { and, desc, isNotNull } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { publicOrder } from './list-news.ts';
import { newsArticles } from './tables.ts';
import { isPublished, publishedIn, selectCards, toCard } from './view.ts';

/** POST /news/img/list: published articles with a cover (pinned first, then newest) for picture blocks. */
export async function newsWithImages(
  ctx: AppContext,
  query: { categoryId?: number | undefined; size: number },
): Promise<NewsCard[]> {
  const rows = await selectCards(ctx.db, and(publishedIn(query.categoryId), isNotNull(newsArticles.coverKey)))
    .orderBy(...publicOrder)
    .limit(query.size);
  return rows.map(toCard);
}

/** POST /news/roll/list: the latest published titles (newest first, pinned or not) for a ticker. */
export async function newsRoll(ctx: AppContext, query: { size: number }): Promise<NewsRollItem[]> {
  const rows = await selectCards(ctx.db, isPublished)
    .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id))
    .limit(query.size);
  return rows.map(({ article, categoryName, categoryNameEn }) => ({
    id: article.id,
    title: article.title,
    categoryName,
    categoryNameEn,
    publishedAt: article.publishedAt?.toISOString() ?? null,
  }));
}
