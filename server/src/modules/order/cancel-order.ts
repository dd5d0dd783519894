import { actionPermission, type Language } from '@hgsc/contracts';
import type { Db } from '../../platform/db/client.ts';
import { applyForCaller } from './act.ts';
import { type OrderCaller, orderForCaller, type TradeParty } from './order-access.ts';
import type { OrderRow } from './tables.ts';

/**
 * Cancellation (SPEC §4): a request the other side confirms or refuses.
 * - /order/buyercancel, /order/sellercancel: `requestCancel` with a reason (the order waits).
 * - /order/seller/cancel/enter (seller confirms the buyer's request → 103),
 *   /order/buyer/cancel/enter (buyer confirms the seller's → 102): `confirmCancel`; stock returns.
 * - /order/refuse/cancel: `refuseCancel` by whichever side did not ask; the order goes on.
 */
export function requestCancel(
  tx: Db,
  caller: OrderCaller,
  party: TradeParty,
  body: { id: number; reason: string },
  lang: Language,
) {
  return applyForCaller(tx, caller, { orderId: body.id, action: 'requestCancel', party, detail: { reason: body.reason } }, lang);
}

export function confirmCancel(tx: Db, caller: OrderCaller, party: TradeParty, id: number, lang: Language): Promise<OrderRow> {
  return applyForCaller(tx, caller, { orderId: id, action: 'confirmCancel', party }, lang);
}

export async function refuseCancel(tx: Db, caller: OrderCaller, body: { id: number; reason?: string }, lang: Language) {
  const { party } = await orderForCaller(tx, body.id, caller, { permissionFor: (p) => actionPermission('refuseCancel', p) });
  return applyForCaller(
    tx,
    caller,
    { orderId: body.id, action: 'refuseCancel', party, detail: { reason: body.reason ?? null } },
    lang,
  );
}
