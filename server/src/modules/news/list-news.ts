import type { NewsListBody } from '@hgsc/contracts';
import { and, count, desc, ilike, or } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { containsPattern } from '../../platform/db/like.ts';
import { readPage } from '../../platform/db/paging.ts';
import { newsArticles } from './tables.ts';
import { publishedIn, selectCards, toCard } from './view.ts';

/** Public order: pinned first, then newest published first. */
export const publicOrder = [desc(newsArticles.pinned), desc(newsArticles.publishedAt), desc(newsArticles.id)];

/** POST /news/list: published articles, paged, by category and keyword (title or summary). */
export async function listNews(ctx: AppContext, query: NewsListBody) {
  const pattern = query.keyword ? containsPattern(query.keyword) : undefined;
  const where = and(
    publishedIn(query.categoryId),
    pattern ? or(ilike(newsArticles.title, pattern), ilike(newsArticles.summary, pattern)) : undefined,
  );
  return readPage(
    query,
    selectCards(ctx.db, where).orderBy(...publicOrder),
    ctx.db.select({ n: count() }).from(newsArticles).where(where),
    toCard,
  );
}
