import type { Language } from '@hgsc/contracts';
import type { Db } from '../../platform/db/client.ts';
import { applyForCaller } from './act.ts';
import type { OrderCaller } from './order-access.ts';
import { arriveAllAsLoaded } from './shipment/arrive.ts';
import { lockForStep } from './shipment/lock-for-step.ts';
import { settleOnArrivals } from './shipment/settle-order.ts';
import type { OrderRow } from './tables.ts';

/**
 * POST /order/receive (buyer, 70 → 80): receipt of the whole delivery confirmed, with an optional remark — every batch
 * still on its way arrives as loaded, and the order settles on what arrived.
 */
export async function receiveOrder(
  tx: Db,
  caller: OrderCaller,
  body: { id: number; remark?: string },
  lang: Language,
): Promise<OrderRow> {
  const order = await lockForStep(tx, caller, { orderId: body.id, action: 'receive', party: 'buyer' }, lang);
  const now = new Date();
  await arriveAllAsLoaded(tx, order, caller.userId, now);
  return applyForCaller(
    tx,
    caller,
    {
      orderId: order.id,
      action: 'receive',
      party: 'buyer',
      changes: { receivedAt: now, receiveRemark: body.remark || null, ...(await settleOnArrivals(tx, order, now)) },
      detail: { remark: body.remark ?? null },
    },
    lang,
  );
}
