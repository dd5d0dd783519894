import type { AdminNewsCategory, AdminNewsCategorySaveBody } from '@hgsc/contracts';
import { and, eq, ne } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { violatedUniqueConstraint } from '../../platform/db/errors.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import { adminNewsCategories } from './news-categories.ts';
import { newsCategories } from './tables.ts';

const nameTaken = (name: string) => new AppError('CONFLICT', 'news.categoryNameTaken', { name }, { field: 'name' });

/** POST /admin/news/category/save: without id a new category; 409 naming `name` when another has the name; 404 for a missing id. */
export async function saveNewsCategory(
  ctx: AppContext,
  body: AdminNewsCategorySaveBody,
): Promise<{ category: AdminNewsCategory; created: boolean }> {
  const [taken] = await ctx.db
    .select({ id: newsCategories.id })
    .from(newsCategories)
    .where(and(eq(newsCategories.name, body.name), body.id ? ne(newsCategories.id, body.id) : undefined));
  if (taken) throw nameTaken(body.name);
  const fields = { name: body.name, nameEn: body.nameEn, sortOrder: body.sortOrder, updatedAt: new Date() };
  let id: number;
  try {
    if (body.id === undefined) {
      const [row] = await ctx.db.insert(newsCategories).values(fields).returning({ id: newsCategories.id });
      id = row!.id;
    } else {
      const [row] = await ctx.db
        .update(newsCategories)
        .set(fields)
        .where(eq(newsCategories.id, body.id))
        .returning({ id: newsCategories.id });
      if (!row) throw notFound('news.categoryNotFound');
      id = row.id;
    }
  } catch (error) {
    if (violatedUniqueConstraint(error) === 'news_categories_name_unique') throw nameTaken(body.name);
    throw error;
  }
  const category = (await adminNewsCategories(ctx)).find((c) => c.id === id);
  if (!category) throw notFound('news.categoryNotFound');
  return { category, created: body.id === undefined };
}
