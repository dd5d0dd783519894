import type { AdminNewsArticle, NewsStatus, PageQuery } from '@hgsc/contracts';
import { and, count, desc, eq, ilike, or } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { containsPattern } from '../../platform/db/like.ts';
import { readPage } from '../../platform/db/paging.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { users } from '../user/index.ts';
import { newsArticles, newsCategories } from './tables.ts';
import { cardColumns, toAdminArticle } from './view.ts';

const adminSelect = (ctx: AppContext) =>
  ctx.db
    .select({ ...cardColumns, updatedBy: users.name })
    .from(newsArticles)
    .innerJoin(newsCategories, eq(newsCategories.id, newsArticles.categoryId))
    .leftJoin(users, eq(users.id, newsArticles.updatedBy));

/** GET /admin/news/list: every article in any state, last changed first; filters by category, state, keyword. */
export async function adminNewsList(
  ctx: AppContext,
  query: PageQuery & { categoryId?: number | undefined; status?: NewsStatus | undefined; keyword?: string | undefined },
) {
  const pattern = query.keyword ? containsPattern(query.keyword) : undefined;
  const where = and(
    query.categoryId ? eq(newsArticles.categoryId, query.categoryId) : undefined,
    query.status ? eq(newsArticles.status, query.status) : undefined,
    pattern ? or(ilike(newsArticles.title, pattern), ilike(newsArticles.summary, pattern)) : undefined,
  );
  return readPage(
    query,
    adminSelect(ctx).where(where).orderBy(desc(newsArticles.updatedAt), desc(newsArticles.id)),
    ctx.db.select({ n: count() }).from(newsArticles).where(where),
    (row) => toAdminArticle(row, row.updatedBy),
  );
}

/** One article as the operator sees it; 404 when missing. */
export async function adminNewsArticle(ctx: AppContext, id: number): Promise<AdminNewsArticle> {
  const [row] = await adminSelect(ctx).where(eq(newsArticles.id, id));
  if (!row) throw notFound('news.notFound');
  return toAdminArticle(row, row.updatedBy);
}
