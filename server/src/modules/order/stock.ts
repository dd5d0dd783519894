import { asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { preparedStatement } from '../../platform/db/prepared.ts';
import { addQuantities } from '../cart/pricing.ts';
import { type ProductRow, products } from '../product/tables.ts';
import { orderItems } from './tables.ts';

/**
 * Reserves the quantities of all `lines` in one statement: each product row changes only while its
 * stock covers what is asked, so concurrent buyers can never take the stock below zero. Answers the
 * products as they now are (their prices at this moment), by id; a product missing from the answer
 * was short. Callers lock the rows first in ascending product id (loadCartProducts with `lock`), so
 * two checkouts never wait on each other in opposite orders.
 */
export async function reserveStock(tx: Db, lines: readonly { productId: number; quantity: string }[]) {
  const wanted = new Map<number, string>();
  for (const { productId, quantity } of lines) wanted.set(productId, addQuantities(wanted.get(productId) ?? '0', quantity));
  const changed = await reserveStatement(tx).execute({ ids: [...wanted.keys()], quantities: [...wanted.values()] });
  return new Map<number, ProductRow>(changed.map((row) => [row.id, row]));
}

/** The products and quantities as two arrays: one statement text for any number of lines, prepared once per connection. */
const reserveStatement = preparedStatement((db) =>
  db
    .update(products)
    .set({ stock: sql`${products.stock} - wanted.quantity` })
    .from(
      sql`unnest(${sql.placeholder('ids')}::bigint[], ${sql.placeholder('quantities')}::numeric[]) as wanted(product_id, quantity)`,
    )
    .where(sql`${products.id} = wanted.product_id and ${products.stock} >= wanted.quantity`)
    .returning(getTableColumns(products))
    .prepare('order_reserve_stock'),
);

/** Puts an order's quantities back into stock (cancelled, rejected, closed). */
export async function giveBackStock(tx: Db, orderId: number) {
  const lines = await tx
    .select({ productId: orderItems.productId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.productId));
  for (const line of lines) {
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${line.quantity}::numeric` })
      .where(eq(products.id, line.productId));
  }
}

/** A completed order counts once towards each product's sales (the catalogue's hot list). */
export async function countSales(tx: Db, orderId: number) {
  await tx.execute(sql`update products set sales_count = sales_count + 1
    where id in (select product_id from order_items where order_id = ${orderId})`);
}
