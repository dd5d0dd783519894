import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { type OrderCaller, orderForCaller } from './order-access.ts';
import { orderInterests } from './tables.ts';

/** POST /order/interested: marks the order as interesting for the caller, or unmarks it (a toggle). */
export async function toggleInterested(db: Db, caller: OrderCaller, id: number): Promise<{ interested: boolean }> {
  await orderForCaller(db, id, caller);
  const removed = await db
    .delete(orderInterests)
    .where(and(eq(orderInterests.userId, caller.userId), eq(orderInterests.orderId, id)))
    .returning({ id: orderInterests.orderId });
  if (removed.length > 0) return { interested: false };
  await db.insert(orderInterests).values({ userId: caller.userId, orderId: id }).onConflictDoNothing();
  return { interested: true };
}
