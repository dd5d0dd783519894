import { bigint, index, numeric, pgTable, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from '../product/tables.ts';
import { users } from '../user/tables.ts';

/**
 * A line of a user's cart (购物车): one product and the quantity wanted (NUMERIC(18,4), in the
 * product's unit). One line per user and product; prices are never stored here — a line always
 * shows the product's current price.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: numeric('quantity', { precision: 18, scale: 4 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_items_user_product_unique').on(t.userId, t.productId),
    index('cart_items_user_idx').on(t.userId, t.updatedAt),
    index('cart_items_product_idx').on(t.productId),
  ],
);

export type CartItemRow = typeof cartItems.$inferSelect;
