import type { AdminNewsArticle, NewsCard, NewsDetail } from '@hgsc/contracts';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { fileUrl } from '../../platform/files/store-upload.ts';
import { type NewsArticleRow, newsArticles, newsCategories } from './tables.ts';

export const coverUrl = (key: string | null) => (key ? fileUrl(key, key.split('.').pop() ?? '', false) : null);

/** The columns a card needs: the article with its category's names. */
export const cardColumns = {
  article: newsArticles,
  categoryName: newsCategories.name,
  categoryNameEn: newsCategories.nameEn,
};
export interface CardRow {
  article: NewsArticleRow;
  categoryName: string;
  categoryNameEn: string;
}

/** Articles joined with their category, optionally filtered. */
export const selectCards = (db: Db, where: SQL | undefined) =>
  db
    .select(cardColumns)
    .from(newsArticles)
    .innerJoin(newsCategories, eq(newsCategories.id, newsArticles.categoryId))
    .where(where);

export const isPublished = eq(newsArticles.status, 'published');
export const publishedIn = (categoryId: number | undefined) =>
  and(isPublished, categoryId ? eq(newsArticles.categoryId, categoryId) : undefined);

export function toCard({ article: a, categoryName, categoryNameEn }: CardRow): NewsCard {
  return {
    id: a.id,
    categoryId: a.categoryId,
    categoryName,
    categoryNameEn,
    title: a.title,
    summary: a.summary,
    coverKey: a.coverKey,
    coverUrl: coverUrl(a.coverKey),
    source: a.source,
    author: a.author,
    publishedAt: a.publishedAt?.toISOString() ?? null,
    viewCount: a.viewCount,
    pinned: a.pinned,
  };
}

export const toDetail = (row: CardRow): NewsDetail => ({ ...toCard(row), content: row.article.content });

export const toAdminArticle = (row: CardRow, updatedBy: string | null): AdminNewsArticle => ({
  ...toDetail(row),
  status: row.article.status,
  createdAt: row.article.createdAt.toISOString(),
  updatedAt: row.article.updatedAt.toISOString(),
  updatedBy,
});
