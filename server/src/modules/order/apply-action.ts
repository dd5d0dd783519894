import {
  cancelledStatusFor,
  FINAL_ORDER_STATUSES,
  type Language,
  mayAct,
  type OrderAction,
  type OrderParty,
  type OrderStatus,
  orderStatusLabelKey,
  STOCK_HOLDING_STATUSES,
  translate,
} from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { notFound, wrongState } from '../../platform/http/app-error.ts';
import { partyOf } from './order-access.ts';
import { recordOrderEvent } from './order-events.ts';
import { countSales, giveBackStock } from './stock.ts';
import { type OrderRow, orders } from './tables.ts';

export interface OrderActionInput {
  orderId: number;
  action: OrderAction;
  party: OrderParty;
  /** Null for the system. */
  actorUserId: number | null;
  /** The company the actor acts for; a buyer or seller must be that side of the order (else 404). */
  companyId?: number | null;
  /** Kept on the timeline event (reason, old/new prices, waybill …). */
  detail?: Record<string, unknown>;
  /** Columns the action sets together with the status (payment proof, delivery number …). */
  changes?: Partial<Omit<OrderRow, 'id' | 'status' | 'orderNo'>>;
  /** The language of the 409 message's status label. */
  lang?: Language;
}

/** 409 naming the current status: 订单当前状态为「待买家付款」，不能执行此操作. */
export const wrongOrderStatus = (status: number, lang: Language = 'zh') =>
  wrongState('order.wrongStatus', { status: translate(orderStatusLabelKey(status), lang) });

/**
 * The one place an order's status changes (DESIGN §2), inside the caller's transaction: locks the
 * order row (SELECT … FOR UPDATE), checks the order-flow.ts table with `mayAct` (409 naming the
 * current status otherwise), writes the new status and `changes`, keeps the cancellation request
 * (a request opens it, an answer clears it), appends the timeline event, gives the reserved stock
 * back when the order leaves a stock-holding status for a final one other than 80 (complete
 * counts the sales instead). Contract calls (generate, sign) use it the same way.
 */
export async function applyOrderAction(tx: Db, input: OrderActionInput): Promise<OrderRow> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, input.orderId)).for('update');
  if (!order) throw notFound('order.notFound');
  if (input.party !== 'system' && (input.companyId == null || partyOf(order, input.companyId) !== input.party))
    throw notFound('order.notFound');

  const from = order.status as OrderStatus;
  const requestedBy = order.cancelRequestedBy ?? null;
  const transition = mayAct(from, input.action, input.party, requestedBy);
  if (!transition) {
    // A request waiting for an answer blocks the other actions: say so rather than blame the status.
    const blockedByRequest =
      requestedBy !== null && input.party !== 'system' && mayAct(from, input.action, input.party, null) !== undefined;
    throw blockedByRequest ? wrongState('order.cancelPending') : wrongOrderStatus(from, input.lang);
  }
  const to: OrderStatus =
    transition.to === 'same'
      ? from
      : transition.to === 'cancelledByRequester'
        ? cancelledStatusFor(requestedBy as 'buyer' | 'seller')
        : transition.to;

  const now = new Date();
  const detail = input.detail ?? {};
  const cancelColumns =
    input.action === 'requestCancel'
      ? {
          cancelRequestedBy: input.party as 'buyer' | 'seller',
          cancelReason: String(detail.reason ?? ''),
          cancelRequestedAt: now,
        }
      : input.action === 'refuseCancel' || input.action === 'confirmCancel'
        ? { cancelRequestedBy: null, cancelReason: null, cancelRequestedAt: null }
        : {};
  const [updated] = await tx
    .update(orders)
    .set({
      ...input.changes,
      ...cancelColumns,
      status: to,
      ...(to !== from ? { statusChangedAt: now } : {}),
      updatedAt: now,
    })
    .where(eq(orders.id, order.id))
    .returning();
  if (!updated) throw notFound('order.notFound');

  const releases = STOCK_HOLDING_STATUSES.includes(from) && FINAL_ORDER_STATUSES.includes(to) && to !== 80;
  if (releases) await giveBackStock(tx, order.id);
  if (to === 80 && from !== 80) await countSales(tx, order.id);

  const eventDetail =
    input.action === 'refuseCancel' || input.action === 'confirmCancel'
      ? { ...detail, request: { by: requestedBy, reason: order.cancelReason } }
      : detail;
  await recordOrderEvent(tx, {
    orderId: order.id,
    action: input.action,
    party: input.party,
    actorUserId: input.actorUserId,
    companyId: input.party === 'system' ? null : (input.companyId ?? null),
    fromStatus: from,
    toStatus: to,
    detail: { ...eventDetail, ...(releases ? { stockReleased: true } : {}) },
  });
  return updated;
}
