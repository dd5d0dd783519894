import { type Language, leftToShip, type OrderDeliverBody, shipsByWaybill } from '@hgsc/contracts';
import type { Db } from '../../platform/db/client.ts';
import { wrongState } from '../../platform/http/app-error.ts';
import { applyForCaller } from './act.ts';
import type { OrderCaller } from './order-access.ts';
import { lockForStep } from './shipment/lock-for-step.ts';
import { insertBatch, shippedLines } from './shipment/order-lines.ts';
import type { OrderRow } from './tables.ts';

/**
 * POST /order/deliver (seller, 61 or 65 → 70): the rest of the goods in one shipment under a waybill / delivery number
 * and carrier — everything at 61, what the batches left of each line at 65 — recorded as a batch without a vehicle.
 * Not for dangerous goods (shipsByWaybill): they ship in batches with their crew (shipment/ship.ts).
 */
export async function deliverOrder(tx: Db, caller: OrderCaller, body: OrderDeliverBody, lang: Language): Promise<OrderRow> {
  const order = await lockForStep(tx, caller, { orderId: body.id, action: 'deliver', party: 'seller' }, lang);
  const lines = await shippedLines(tx, order.id);
  if (!shipsByWaybill(lines)) throw wrongState('shipment.dangerousByBatch');
  const rest = lines.map((line) => ({
    itemId: line.itemId,
    quantity: leftToShip(line.quantity, line.shipped),
  }));
  const batch = await insertBatch(
    tx,
    { orderId: order.id, deliveryNo: body.deliveryNo, carrier: body.carrier, shippedBy: caller.userId },
    rest,
  );
  return applyForCaller(
    tx,
    caller,
    {
      orderId: order.id,
      action: 'deliver',
      party: 'seller',
      changes: { deliveryNo: body.deliveryNo, carrier: body.carrier, shippedAt: new Date() },
      detail: { deliveryNo: body.deliveryNo, carrier: body.carrier, batch: batch.seq },
    },
    lang,
  );
}
