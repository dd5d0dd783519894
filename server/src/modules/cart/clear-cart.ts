import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { cartItems } from './tables.ts';

/** POST /ordercart/clear: empties the user's cart (an empty cart is fine); answers how many lines went. */
export async function clearCart(tx: Db, userId: number): Promise<number> {
  const removed = await tx.delete(cartItems).where(eq(cartItems.userId, userId)).returning({ id: cartItems.id });
  return removed.length;
}
