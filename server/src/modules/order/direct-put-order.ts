import type { OrderDirectPutBody } from '@hgsc/contracts';
import type { Db } from '../../platform/db/client.ts';
import type { OrderCaller } from './order-access.ts';
import { type PlacedOrders, placeOrders } from './place-orders.ts';

/** POST /order/direct/putorder (buy now): one product, one order, the cart untouched. */
export async function directPutOrder(tx: Db, caller: OrderCaller, body: OrderDirectPutBody): Promise<PlacedOrders> {
  return placeOrders(tx, caller, [{ productId: body.productId, quantity: body.quantity }], body, { direct: true });
}
