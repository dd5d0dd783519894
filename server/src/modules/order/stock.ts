import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { type ProductRow, products } from '../product/tables.ts';
import { orderItems } from './tables.ts';

/**
 * Reserves `quantity` of a product atomically: the row changes only while the stock covers it, so
 * concurrent buyers can never take the stock below zero. Answers the product as it now is (its
 * price at this moment), or undefined when the stock is short. Callers reserve in ascending
 * product id so two checkouts never wait on each other in opposite orders.
 */
export async function reserveStock(tx: Db, productId: number, quantity: string): Promise<ProductRow | undefined> {
  const [row] = await tx
    .update(products)
    .set({ stock: sql`${products.stock} - ${quantity}::numeric` })
    .where(sql`${products.id} = ${productId} and ${products.stock} >= ${quantity}::numeric`)
    .returning();
  return row;
}

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
