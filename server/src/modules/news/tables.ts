import type { NewsStatus } from '@hgsc/contracts';
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../user/tables.ts';

/** News categories (资讯分类: 行业资讯, 价格行情 …), in `sortOrder` then id order. */
export const newsCategories = pgTable(
  'news_categories',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('news_categories_name_unique').on(t.name)],
);
export type NewsCategoryRow = typeof newsCategories.$inferSelect;

/** News articles (Markdown). Visitors see `published` ones only. */
export const newsArticles = pgTable(
  'news_articles',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** A category with articles cannot be deleted (409), hence no cascade. */
    categoryId: bigint('category_id', { mode: 'number' })
      .notNull()
      .references(() => newsCategories.id),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    content: text('content').notNull(),
    /** Public image key (/oss/upload/img). */
    coverKey: text('cover_key'),
    source: text('source'),
    author: text('author'),
    status: text('status').$type<NewsStatus>().notNull().default('draft'),
    /** Set on first publication; republishing keeps it. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    viewCount: integer('view_count').notNull().default(0),
    pinned: boolean('pinned').notNull().default(false),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id),
    updatedBy: bigint('updated_by', { mode: 'number' }).references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('news_articles_published_idx').on(t.categoryId, t.publishedAt).where(sql`${t.status} = 'published'`),
    index('news_articles_category_idx').on(t.categoryId),
  ],
);
export type NewsArticleRow = typeof newsArticles.$inferSelect;
