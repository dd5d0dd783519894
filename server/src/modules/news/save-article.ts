import type { AdminNewsArticle, AdminNewsSaveBody } from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { assertPublicImage } from '../../platform/files/public-image.ts';
import { invalidField, notFound } from '../../platform/http/app-error.ts';
import type { UserRow } from '../user/index.ts';
import { adminNewsArticle } from './admin-list.ts';
import { newsArticles, newsCategories } from './tables.ts';

/**
 * POST /admin/news/save: without id a new draft; with id an edit that keeps the article's state.
 * 400 naming categoryId / coverKey when they do not exist; 404 for a missing article.
 */
export async function saveNewsArticle(
  ctx: AppContext,
  operator: UserRow,
  body: AdminNewsSaveBody,
): Promise<{ article: AdminNewsArticle; created: boolean }> {
  const [category] = await ctx.db
    .select({ id: newsCategories.id })
    .from(newsCategories)
    .where(eq(newsCategories.id, body.categoryId));
  if (!category) throw invalidField('categoryId', 'news.categoryNotFound');
  if (body.coverKey) await assertPublicImage(ctx, body.coverKey, 'coverKey', 'news.coverInvalid');
  const fields = {
    categoryId: body.categoryId,
    title: body.title,
    summary: body.summary,
    content: body.content,
    coverKey: body.coverKey,
    source: body.source,
    author: body.author,
    pinned: body.pinned,
    updatedBy: operator.id,
    updatedAt: new Date(),
  };
  if (body.id === undefined) {
    const [row] = await ctx.db
      .insert(newsArticles)
      .values({ ...fields, createdBy: operator.id })
      .returning({ id: newsArticles.id });
    return { article: await adminNewsArticle(ctx, row!.id), created: true };
  }
  const [row] = await ctx.db
    .update(newsArticles)
    .set(fields)
    .where(eq(newsArticles.id, body.id))
    .returning({ id: newsArticles.id });
  if (!row) throw notFound('news.notFound');
  return { article: await adminNewsArticle(ctx, row.id), created: false };
}
