import { bigint, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { products } from '../product/tables.ts';
import { users } from '../user/tables.ts';

/** Home carousel banners (轮播图), shown enabled ones in `sortOrder` then id order. */
export const homeBanners = pgTable(
  'home_banners',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    /** Public image key (/oss/upload/img). */
    imageKey: text('image_key').notNull(),
    /** A site path (/search?…) or an http(s) address; null = not clickable. */
    link: text('link'),
    sortOrder: integer('sort_order').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    updatedBy: bigint('updated_by', { mode: 'number' }).references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('home_banners_order_idx').on(t.enabled, t.sortOrder)],
);
export type HomeBannerRow = typeof homeBanners.$inferSelect;

/** Products the operator pins to the head of the home hot block, in `sortOrder`. */
export const homeHotPins = pgTable('home_hot_pins', {
  /** A deleted product drops out of the pins with it. */
  productId: bigint('product_id', { mode: 'number' })
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  sortOrder: integer('sort_order').notNull(),
  pinnedBy: bigint('pinned_by', { mode: 'number' }).references(() => users.id),
  pinnedAt: timestamp('pinned_at', { withTimezone: true }).notNull().defaultNow(),
});
