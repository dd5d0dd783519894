import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from '../company/tables.ts';
import { orderItems, orders } from '../order/tables.ts';
import { products } from '../product/tables.ts';
import { shops } from '../shop/tables.ts';
import { users } from '../user/tables.ts';

/**
 * A product review (评价): the buyer company's verdict on one line of a completed order, written
 * once (the unique index on the line settles concurrent saves). The order, product, shop and buyer
 * are copied from the line so the lists filter without joining through the order.
 */
export const productReviews = pgTable(
  'product_reviews',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderItemId: bigint('order_item_id', { mode: 'number' })
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    shopId: bigint('shop_id', { mode: 'number' })
      .notNull()
      .references(() => shops.id),
    buyerCompanyId: bigint('buyer_company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id),
    authorUserId: bigint('author_user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    score: smallint('score').notNull(),
    content: text('content').notNull(),
    /** Public (/oss) image keys the author uploaded, at most 6. */
    imageKeys: text('image_keys').array().notNull().default(sql`'{}'::text[]`),
    /** The public list shows the company name masked. */
    anonymous: boolean('anonymous').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('product_reviews_order_item_unique').on(t.orderItemId),
    index('product_reviews_product_idx').on(t.productId, t.createdAt.desc()),
    index('product_reviews_buyer_idx').on(t.buyerCompanyId, t.createdAt.desc()),
    index('product_reviews_shop_idx').on(t.shopId, t.createdAt.desc()),
    check('product_reviews_score_range', sql`${t.score} between 1 and 5`),
    check('product_reviews_content_length', sql`char_length(${t.content}) between 1 and 500`),
    check('product_reviews_image_count', sql`coalesce(array_length(${t.imageKeys}, 1), 0) <= 6`),
  ],
);

export type ProductReviewRow = typeof productReviews.$inferSelect;
