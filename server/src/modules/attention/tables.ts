import { bigint, index, pgTable, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from '../product/tables.ts';
import { users } from '../user/tables.ts';

/** A user follows (关注) a product; once per user and product. */
export const productAttentions = pgTable(
  'product_attentions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('product_attentions_user_product_unique').on(t.userId, t.productId),
    index('product_attentions_user_idx').on(t.userId, t.createdAt),
    index('product_attentions_product_idx').on(t.productId),
  ],
);
