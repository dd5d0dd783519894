import { bigint, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../user/tables.ts';

/** The current text of each help-centre page the operator edits (HELP_SLUGS; Markdown). */
export const helpPages = pgTable('help_pages', {
  slug: text('slug').primaryKey(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  /** Counts up from 1 with every save. */
  version: integer('version').notNull(),
  updatedBy: bigint('updated_by', { mode: 'number' }).references(() => users.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type HelpPageRow = typeof helpPages.$inferSelect;

/** Every saved version of every page, the current one included: the page's history. */
export const helpPageRevisions = pgTable(
  'help_page_revisions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull(),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    savedBy: bigint('saved_by', { mode: 'number' }).references(() => users.id),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('help_page_revisions_slug_version_unique').on(t.slug, t.version)],
);
