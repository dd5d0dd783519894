import type { Language, OrderDeliverBody } from '@hgsc/contracts';
import type { Db } from '../../platform/db/client.ts';
import { applyForCaller } from './act.ts';
import type { OrderCaller } from './order-access.ts';
import type { OrderRow } from './tables.ts';

/** POST /order/deliver (seller, 61 → 70): the waybill / delivery number and the carrier. */
export function deliverOrder(tx: Db, caller: OrderCaller, body: OrderDeliverBody, lang: Language): Promise<OrderRow> {
  return applyForCaller(
    tx,
    caller,
    {
      orderId: body.id,
      action: 'deliver',
      party: 'seller',
      changes: { deliveryNo: body.deliveryNo, carrier: body.carrier, shippedAt: new Date() },
      detail: { deliveryNo: body.deliveryNo, carrier: body.carrier },
    },
    lang,
  );
}
