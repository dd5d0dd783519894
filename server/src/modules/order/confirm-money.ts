import type { Language } from '@hgsc/contracts';
import type { Db } from '../../platform/db/client.ts';
import { applyForCaller } from './act.ts';
import type { OrderCaller } from './order-access.ts';
import type { OrderRow } from './tables.ts';

/** POST /order/receivedmoney (seller, 60 → 61): the buyer's transfer arrived. */
export function confirmMoney(tx: Db, caller: OrderCaller, body: { id: number }, lang: Language): Promise<OrderRow> {
  return applyForCaller(tx, caller, { orderId: body.id, action: 'confirmMoney', party: 'seller' }, lang);
}
