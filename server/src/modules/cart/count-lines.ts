import { count, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { cartItems } from './tables.ts';

/** POST /ordercart/count: the number of lines in the user's cart (the header badge). */
export async function countLines(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(cartItems).where(eq(cartItems.userId, userId));
  return row?.n ?? 0;
}
