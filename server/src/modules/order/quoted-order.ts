import type { DeliveryMode } from '@hgsc/contracts';
import type { Db } from '../../platform/db/client.ts';
import { lockProduct } from './checkout-products.ts';
import type { OrderCaller } from './order-access.ts';
import { type PlacedOrders, placeOrders } from './place-orders.ts';

/** What a selected quote orders: one product, the quantity taken, at the quote's price and minimum. */
export interface QuotedLine {
  productId: number;
  quantity: string;
  unitPrice: string;
  minQty: string;
  deliveryMode: DeliveryMode;
  addressId?: number;
  remark: string | null;
}

/**
 * A quote selected becomes an order as buying at once does (the product locked, its stock reserved, the buyer's
 * licence for a dangerous good checked), at the quoted price: the contract and the rest follow as for any order.
 */
export async function placeQuotedOrder(tx: Db, caller: OrderCaller, line: QuotedLine): Promise<PlacedOrders> {
  const checkout = await lockProduct(
    tx,
    caller,
    {
      productId: line.productId,
      quantity: line.quantity,
      quoted: { unitPrice: line.unitPrice, minQty: line.minQty },
    },
    line.addressId,
  );
  return placeOrders(
    tx,
    caller,
    checkout,
    {
      deliveryMode: line.deliveryMode,
      ...(line.addressId !== undefined ? { addressId: line.addressId } : {}),
      ...(line.remark ? { remark: line.remark } : {}),
    },
    { direct: true },
  );
}
