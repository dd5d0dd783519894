import type { Language } from '@hgsc/contracts';
import type { Db } from '../../platform/db/client.ts';
import { applyForCaller } from './act.ts';
import type { OrderCaller } from './order-access.ts';
import type { OrderRow } from './tables.ts';

/** POST /order/receive (buyer, 70 → 80): receipt confirmed, with an optional remark. */
export function receiveOrder(
  tx: Db,
  caller: OrderCaller,
  body: { id: number; remark?: string },
  lang: Language,
): Promise<OrderRow> {
  return applyForCaller(
    tx,
    caller,
    {
      orderId: body.id,
      action: 'receive',
      party: 'buyer',
      changes: { receivedAt: new Date(), receiveRemark: body.remark || null },
      detail: { remark: body.remark ?? null },
    },
    lang,
  );
}
