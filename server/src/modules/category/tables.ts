import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** The category tree the operator maintains (e.g. 醇类 › 甲醇); products hang on a leaf or a branch. */
export const categories = pgTable(
  'categories',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    parentId: bigint('parent_id', { mode: 'number' }),
    name: text('name').notNull(),
    nameEn: text('name_en'),
    sortOrder: integer('sort_order').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('categories_parent_idx').on(t.parentId, t.sortOrder),
    // Sibling names are unique (top-level categories share the parent 0).
    uniqueIndex('categories_sibling_name_unique').on(sql`coalesce(${t.parentId}, 0)`, t.name),
  ],
);

export type CategoryRow = typeof categories.$inferSelect;
