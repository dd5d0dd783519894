import type { AdminNewsCategory, NewsCategory } from '@hgsc/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { newsArticles, newsCategories } from './tables.ts';

const counted = (ctx: AppContext) =>
  ctx.db
    .select({
      category: newsCategories,
      published: sql<number>`count(${newsArticles.id}) filter (where ${newsArticles.status} = 'published')`.mapWith(Number),
      total: sql<number>`count(${newsArticles.id})`.mapWith(Number),
    })
    .from(newsCategories)
    .leftJoin(newsArticles, eq(newsArticles.categoryId, newsCategories.id))
    .groupBy(newsCategories.id)
    .orderBy(asc(newsCategories.sortOrder), asc(newsCategories.id));

/** POST /news/category/list: every category, in order, with its published article count. */
export async function listNewsCategories(ctx: AppContext): Promise<NewsCategory[]> {
  return (await counted(ctx)).map(({ category: c, published }) => ({
    id: c.id,
    name: c.name,
    nameEn: c.nameEn,
    sortOrder: c.sortOrder,
    articleCount: published,
  }));
}

/** GET /admin/news/category/list: the same with the count of articles in any state. */
export async function adminNewsCategories(ctx: AppContext): Promise<AdminNewsCategory[]> {
  return (await counted(ctx)).map(({ category: c, published, total }) => ({
    id: c.id,
    name: c.name,
    nameEn: c.nameEn,
    sortOrder: c.sortOrder,
    articleCount: published,
    totalCount: total,
  }));
}
