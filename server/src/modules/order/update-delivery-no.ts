import { type Language, ORDER_STATUS } from '@hgsc/contracts';
import type { Db } from '../../platform/db/client.ts';
import { invalidField, notFound } from '../../platform/http/app-error.ts';
import { deliverOrder } from './deliver.ts';
import { editOrder } from './edit-order.ts';
import { type OrderCaller, orderForCaller } from './order-access.ts';
import type { OrderRow } from './tables.ts';

/**
 * POST /order/updatedeliverysn (seller): at 61 it ships the order (61 → 70, carrier required); at
 * 70 it corrects the delivery number (and carrier) of the shipped order, kept on the timeline;
 * otherwise 409 naming the status.
 */
export async function updateDeliveryNo(
  tx: Db,
  caller: OrderCaller,
  body: { id: number; deliveryNo: string; carrier?: string },
  lang: Language,
): Promise<OrderRow> {
  const { order, party } = await orderForCaller(tx, body.id, caller, { lock: true, permissionFor: () => 'shop.order' });
  if (party !== 'seller') throw notFound('order.notFound');
  if (order.status === ORDER_STATUS.SELLER_RECEIVED_MONEY) {
    if (!body.carrier) throw invalidField('carrier', 'field.required');
    return deliverOrder(tx, caller, { id: body.id, deliveryNo: body.deliveryNo, carrier: body.carrier }, lang);
  }
  const carrier = body.carrier ?? order.carrier;
  return editOrder(
    tx,
    caller,
    {
      id: body.id,
      edit: 'updateDeliveryNo',
      party: 'seller',
      changes: { deliveryNo: body.deliveryNo, carrier },
      detail: { old: { deliveryNo: order.deliveryNo, carrier: order.carrier }, new: { deliveryNo: body.deliveryNo, carrier } },
    },
    lang,
  );
}
