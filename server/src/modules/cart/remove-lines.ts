import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { invalidField, notFound } from '../../platform/http/app-error.ts';
import { cartItems } from './tables.ts';

/**
 * POST /ordercart/remove and /ordercart/removebatch: removes the user's lines `ids`. None selected →
 * 400 请选择至少一条数据 (naming `ids`); any id that is not one of the user's lines (another user's,
 * already removed, unknown) → 404 and nothing is removed. Answers how many were removed.
 */
export async function removeLines(tx: Db, userId: number, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) throw invalidField('ids', 'common.selectAtLeastOne');
  const unique = [...new Set(ids)];
  const removed = await tx
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), inArray(cartItems.id, unique)))
    .returning({ id: cartItems.id });
  // Thrown inside the call's transaction, so the lines deleted before it come back.
  if (removed.length !== unique.length) throw notFound('cart.lineNotFound');
  return removed.length;
}
