import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { cartItems } from './tables.ts';

/** POST /ordercart/clear: empties the user's cart (an empty cart is fine); answers how many lines went. */
export async function clearCart(ctx: AppContext, userId: number): Promise<number> {
  const removed = await ctx.db.delete(cartItems).where(eq(cartItems.userId, userId)).returning({ id: cartItems.id });
  return removed.length;
}
