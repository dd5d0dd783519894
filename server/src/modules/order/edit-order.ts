import { type Language, ORDER_EDITS, type OrderEdit, type OrderStatus } from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { wrongOrderStatus } from './apply-action.ts';
import { type OrderCaller, orderForCaller, type TradeParty } from './order-access.ts';
import { recordOrderEvent } from './order-events.ts';
import { type OrderRow, orders } from './tables.ts';

/**
 * A change that is not a status transition (invoice, witness, a corrected delivery number), in the
 * caller's transaction: the order locked, the party and status checked against ORDER_EDITS (404 /
 * 409 naming the status), the columns written and the step kept on the timeline.
 */
export async function editOrder(
  tx: Db,
  caller: OrderCaller,
  input: {
    id: number;
    edit: OrderEdit;
    changes: Partial<Omit<OrderRow, 'id' | 'status' | 'orderNo'>>;
    detail?: Record<string, unknown>;
    /** Fixed by the route; otherwise the caller's side of the order. */
    party?: TradeParty;
  },
  lang: Language,
): Promise<OrderRow> {
  const { order, party } = await orderForCaller(tx, input.id, caller, { lock: true });
  if (input.party && party !== input.party) throw notFound('order.notFound');
  const rule = ORDER_EDITS[input.edit];
  if (!(rule.by as readonly string[]).includes(party)) throw notFound('order.notFound');
  if (!(rule.statuses as readonly OrderStatus[]).includes(order.status as OrderStatus))
    throw wrongOrderStatus(order.status, lang);
  const [updated] = await tx
    .update(orders)
    .set({ ...input.changes, updatedAt: new Date() })
    .where(eq(orders.id, order.id))
    .returning();
  if (!updated) throw notFound('order.notFound');
  await recordOrderEvent(tx, {
    orderId: order.id,
    action: input.edit,
    party,
    actorUserId: caller.userId,
    companyId: caller.company.companyId,
    fromStatus: order.status,
    toStatus: order.status,
    detail: input.detail ?? {},
  });
  return updated;
}
