import type { Language, OrderPutBody } from '@hgsc/contracts';
import type { Db } from '../../platform/db/client.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { takeCartLines } from './checkout-products.ts';
import type { OrderCaller } from './order-access.ts';
import { type PlacedOrders, placeOrders } from './place-orders.ts';

/**
 * POST /order/putorder: the caller's cart lines `cartIds` become one order per shop, and leave the
 * cart, in the caller's transaction. The lines are taken out first (DELETE … RETURNING), so a
 * second submission of the same lines racing this one finds them gone (404) instead of ordering twice.
 */
export async function putOrder(tx: Db, caller: OrderCaller, body: OrderPutBody, lang?: Language): Promise<PlacedOrders> {
  const ids = [...new Set(body.cartIds)];
  const checkout = await takeCartLines(tx, caller, ids, body.addressId);
  if (checkout.lines.length !== ids.length) throw notFound('order.cartLineNotFound');
  return placeOrders(tx, caller, checkout, body, { direct: false, lang });
}
