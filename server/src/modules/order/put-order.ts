import type { OrderPutBody } from '@hgsc/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { anyOf } from '../../platform/db/any-of.ts';
import type { Db } from '../../platform/db/client.ts';
import { preparedStatement } from '../../platform/db/prepared.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { cartItems } from '../cart/tables.ts';
import type { OrderCaller } from './order-access.ts';
import { type PlacedOrders, placeOrders } from './place-orders.ts';

/** The caller's cart lines named, taken out of the cart: one statement text for any number of lines. */
const takeCartLines = preparedStatement((db) =>
  db
    .delete(cartItems)
    .where(and(eq(cartItems.userId, sql.placeholder('userId')), anyOf(cartItems.id, sql.placeholder('ids'))))
    .returning({ productId: cartItems.productId, quantity: cartItems.quantity })
    .prepare('order_take_cart_lines'),
);

/**
 * POST /order/putorder: the caller's cart lines `cartIds` become one order per shop, and leave the
 * cart, in the caller's transaction. The lines are taken out first (DELETE … RETURNING), so a
 * second submission of the same lines racing this one finds them gone (404) instead of ordering twice.
 */
export async function putOrder(tx: Db, caller: OrderCaller, body: OrderPutBody): Promise<PlacedOrders> {
  const ids = [...new Set(body.cartIds)];
  const lines = await takeCartLines(tx).execute({ userId: caller.userId, ids });
  if (lines.length !== ids.length) throw notFound('order.cartLineNotFound');
  return placeOrders(tx, caller, lines, body, { direct: false });
}
