import {
  FINAL_ORDER_STATUSES,
  type Language,
  ORDER_FLOW,
  ORDER_STATUS,
  type OrderAction,
  type OrderFlowState,
  type OrderParty,
  type OrderStatus,
  orderFlowStateOf,
  orderStatusLabelKey,
  STOCK_HOLDING_STATUSES,
  translate,
} from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { type FlowBinding, takeStep } from '../../platform/flow/engine.ts';
import { notFound, wrongState } from '../../platform/http/app-error.ts';
import { partyOf } from './order-access.ts';
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
  /** The actor's address, for the node operation log. */
  ip?: string | null;
  /** Kept on the timeline event (reason, old/new prices, waybill …). */
  detail?: Record<string, unknown>;
  /** Columns the action sets together with the status (payment proof, delivery number …). */
  changes?: Partial<Omit<OrderRow, 'id' | 'status' | 'orderNo'>>;
  /** Storage keys of the files the step attaches (a payment proof). */
  attachments?: string[];
  /** The language of the 409 message's status label. */
  lang?: Language;
}

/** 409 naming the current status: 订单当前状态为「待买家付款」，不能执行此操作. */
export const wrongOrderStatus = (status: number, lang: Language = 'zh') =>
  wrongState('order.wrongStatus', { status: translate(orderStatusLabelKey(status), lang) });

/**
 * How orders take part in the order flow: the row locked and written, the side a company is, and what a step does
 * besides its status — a cancellation request kept until answered, the reserved stock given back when the order
 * ends other than complete (complete counts the sales instead).
 */
const ORDER_BINDING: FlowBinding<OrderStatus, OrderAction, OrderParty, OrderFlowState, OrderRow> = {
  flow: ORDER_FLOW,
  system: 'system',
  notFound: 'order.notFound',
  wrongState: 'order.wrongStatus',
  async lock(tx, id) {
    const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
    return order;
  },
  view: (order) => orderFlowStateOf(order),
  partyOf: (order, companyId) => partyOf(order, companyId),
  async write(tx, order, step) {
    const cancelColumns =
      step.action === 'requestCancel'
        ? {
            cancelRequestedBy: step.party as 'buyer' | 'seller',
            cancelReason: String(step.detail.reason ?? ''),
            cancelRequestedAt: step.now,
          }
        : step.action === 'refuseCancel' || step.action === 'confirmCancel'
          ? { cancelRequestedBy: null, cancelReason: null, cancelRequestedAt: null }
          : {};
    const [updated] = await tx
      .update(orders)
      .set({
        ...step.changes,
        ...cancelColumns,
        status: step.to,
        ...(step.to !== order.status ? { statusChangedAt: step.now } : {}),
        updatedAt: step.now,
      })
      .where(eq(orders.id, order.id))
      .returning();
    if (!updated) throw notFound('order.notFound');
    return updated;
  },
  async after(tx, { before, from, to }) {
    if (to === ORDER_STATUS.COMPLETE && from !== ORDER_STATUS.COMPLETE) await countSales(tx, before.id);
    const releases = STOCK_HOLDING_STATUSES.includes(from) && FINAL_ORDER_STATUSES.includes(to) && to !== ORDER_STATUS.COMPLETE;
    if (!releases) return undefined;
    await giveBackStock(tx, before.id);
    return { stockReleased: true };
  },
  // An answer to a cancellation keeps on the timeline the request it answered.
  logged: ({ transition, before }) =>
    transition.action === 'refuseCancel' || transition.action === 'confirmCancel'
      ? { request: { by: before.cancelRequestedBy ?? null, reason: before.cancelReason } }
      : {},
};

/**
 * The one place an order's status changes (DESIGN §2), inside the caller's transaction, through the flow engine:
 * the order row locked, the order flow's table and guard checked (409 naming the current status, or
 * 存在待处理的取消申请 while a cancellation waits), the new status and `changes` written, the step on the node
 * operation log. Contract calls (generate, sign) use it the same way.
 */
export function applyOrderAction(tx: Db, input: OrderActionInput): Promise<OrderRow> {
  return takeStep<OrderStatus, OrderAction, OrderParty, OrderFlowState, OrderRow>(tx, ORDER_BINDING, {
    id: input.orderId,
    action: input.action,
    actor: {
      party: input.party,
      userId: input.actorUserId,
      companyId: input.party === 'system' ? null : (input.companyId ?? null),
      ip: input.ip ?? null,
    },
    detail: input.detail,
    changes: input.changes,
    attachments: input.attachments,
    lang: input.lang,
  });
}
