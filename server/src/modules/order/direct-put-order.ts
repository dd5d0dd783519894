import type { Language, OrderDirectPutBody } from '@hgsc/contracts';
import type { Db } from '../../platform/db/client.ts';
import { lockProduct } from './checkout-products.ts';
import type { OrderCaller } from './order-access.ts';
import { type PlacedOrders, placeOrders } from './place-orders.ts';

/** POST /order/direct/putorder (buy now): one product, one order, the cart untouched. */
export async function directPutOrder(
  tx: Db,
  caller: OrderCaller,
  body: OrderDirectPutBody,
  lang?: Language,
): Promise<PlacedOrders> {
  const line = { productId: body.productId, quantity: body.quantity };
  const checkout = await lockProduct(tx, caller, line, body.addressId);
  return placeOrders(tx, caller, checkout, body, { direct: true, lang });
}
