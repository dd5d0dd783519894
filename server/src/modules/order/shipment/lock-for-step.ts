import { actionPermission, type Language, ORDER_FLOW, type OrderAction, orderFlowStateOf } from '@hgsc/contracts';
import type { Db } from '../../../platform/db/client.ts';
import { applyForCaller } from '../act.ts';
import { type OrderCaller, orderForCaller, type TradeParty } from '../order-access.ts';
import type { OrderRow } from '../tables.ts';

/**
 * The order locked for a step of `party`: when the flow does not open `action` to the caller now, the step itself is
 * taken, to refuse as every order step does (404 for another side's order, 409 naming the status, a cancellation
 * waiting), before anything of the input is looked at.
 */
export async function lockForStep(
  tx: Db,
  caller: OrderCaller,
  input: { orderId: number; action: OrderAction; party: TradeParty },
  lang: Language,
): Promise<OrderRow> {
  // The step's own permission, as its route asked it: a cashier with finance.pay alone pays.
  const { order, party } = await orderForCaller(tx, input.orderId, caller, {
    lock: true,
    permissionFor: () => actionPermission(input.action, input.party),
  });
  if (party !== input.party || !ORDER_FLOW.check(orderFlowStateOf(order), input.action, input.party).open)
    await applyForCaller(tx, caller, { orderId: order.id, action: input.action, party: input.party }, lang);
  return order;
}
