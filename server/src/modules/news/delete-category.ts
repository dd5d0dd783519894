import { count, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import { newsArticles, newsCategories } from './tables.ts';

/** POST /admin/news/category/del: 409 while the category holds articles (any state); 404 when missing. */
export async function deleteNewsCategory(tx: Db, id: number): Promise<void> {
  const [category] = await tx
    .select({ id: newsCategories.id })
    .from(newsCategories)
    .where(eq(newsCategories.id, id))
    .for('update');
  if (!category) throw notFound('news.categoryNotFound');
  const [articles] = await tx.select({ n: count() }).from(newsArticles).where(eq(newsArticles.categoryId, id));
  const n = articles?.n ?? 0;
  if (n > 0) throw new AppError('WRONG_STATE', 'news.categoryHasArticles', { count: n }, { articleCount: n });
  await tx.delete(newsCategories).where(eq(newsCategories.id, id));
}
