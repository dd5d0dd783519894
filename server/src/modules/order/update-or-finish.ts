import { actionPermission, type Language } from '@hgsc/contracts';
import type { Db } from '../../platform/db/client.ts';
import { invalidField } from '../../platform/http/app-error.ts';
import { type OrderCaller, orderForCaller } from './order-access.ts';
import { receiveOrder } from './receive.ts';
import type { OrderRow } from './tables.ts';
import { updateDeliveryNo } from './update-delivery-no.ts';

/**
 * POST /order/updateOrFinish, by the caller's side of the order: the seller updates the delivery
 * information (as /order/updatedeliverysn: ships at 61, corrects at 70; deliveryNo required), the
 * buyer finishes the order by confirming receipt with a remark (as /order/receive, 70 → 80).
 */
export async function updateOrFinish(
  tx: Db,
  caller: OrderCaller,
  body: { id: number; deliveryNo?: string; carrier?: string; remark?: string },
  lang: Language,
): Promise<OrderRow> {
  const { party } = await orderForCaller(tx, body.id, caller, {
    permissionFor: (p) => actionPermission(p === 'buyer' ? 'receive' : 'deliver', p),
  });
  if (party === 'buyer') return receiveOrder(tx, caller, { id: body.id, remark: body.remark }, lang);
  if (!body.deliveryNo) throw invalidField('deliveryNo', 'field.required');
  return updateDeliveryNo(tx, caller, { id: body.id, deliveryNo: body.deliveryNo, carrier: body.carrier }, lang);
}
