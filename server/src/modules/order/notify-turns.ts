import {
  type MessageKey,
  type NotificationTopic,
  nextOrderStep,
  ORDER_STATUS,
  ORDER_TRANSITIONS,
  type OrderStatus,
  type PermissionCode,
} from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import type { NodeOperationLogRow } from '../../platform/flow/tables.ts';
import { type NotificationDraft, registerNotifier } from '../../platform/notify/notifiers.ts';
import { membersHoldingAny } from '../company/index.ts';
import type { TradeParty } from './order-access.ts';
import { ORDER_LOG } from './order-events.ts';
import { orders } from './tables.ts';

type Side = TradeParty;
const other = (side: Side): Side => (side === 'buyer' ? 'seller' : 'buyer');

/** What one side is told about a step, and the permissions of the members it concerns. */
interface Telling {
  side: Side;
  kind: MessageKey;
  topic: NotificationTopic;
  permissions: readonly PermissionCode[];
}

/** A side's everyday order permission: who follows its orders. */
const FOLLOWS: Record<Side, PermissionCode> = { buyer: 'buy.order', seller: 'shop.order' };

/** The permission of the step it is now `side`'s turn to take (the flow table's), else the side's order permission. */
function permissionOfTurn(status: OrderStatus, side: Side, action: string): PermissionCode {
  const transition = ORDER_TRANSITIONS.find((t) => t.from.includes(status) && t.by === side && t.action === action);
  return (transition?.permission as PermissionCode | undefined) ?? FOLLOWS[side];
}

/** The topic a person chooses its channels by: a cancellation's steps, an order's end, else a turn. */
const TOPIC_OF: Partial<Record<string, NotificationTopic>> = {
  requestCancel: 'cancel',
  refuseCancel: 'cancel',
  confirmCancel: 'cancel',
  reject: 'end',
  withdraw: 'end',
  close: 'end',
  receive: 'end',
};

/**
 * The sides a step of an order concerns and what each is told: the side whose turn it now is (both at a contract
 * nobody signed), the side that must answer a cancellation, the side whose request was answered, the other side of an
 * order that ended. An edit that leaves the status where it was tells no one.
 */
export function tellingsOf(
  step: Pick<NodeOperationLogRow, 'action' | 'actorRole' | 'fromState' | 'toState' | 'detail'>,
): Telling[] {
  const to = Number(step.toState) as OrderStatus;
  const actor = step.actorRole as Side | 'system';
  const asker = (step.detail.request as { by?: Side } | undefined)?.by ?? (actor === 'system' ? undefined : other(actor));
  const told = (side: Side, kind: MessageKey, permission: PermissionCode = FOLLOWS[side]): Telling => ({
    side,
    kind,
    topic: TOPIC_OF[step.action] ?? 'turn',
    permissions: [permission],
  });
  switch (step.action) {
    case 'requestCancel':
      if (actor === 'system') return [];
      return [told(other(actor), 'notify.order.cancelRequested', permissionOfTurn(to, other(actor), 'confirmCancel'))];
    case 'refuseCancel':
      return asker ? [told(asker, 'notify.order.cancelRefused')] : [];
    case 'confirmCancel':
      return asker ? [told(asker, 'notify.order.cancelAgreed')] : [];
    case 'reject':
      return [told('buyer', 'notify.order.rejected')];
    case 'withdraw':
      return [told('seller', 'notify.order.withdrawn')];
    case 'close':
      return [told('buyer', 'notify.order.closed'), told('seller', 'notify.order.closed')];
    case 'receive':
      // Settled on what arrived: complete, or one side still owes the other the difference.
      if (to === ORDER_STATUS.BALANCE_DUE)
        return [
          told('buyer', 'notify.order.balanceDue', permissionOfTurn(to, 'buyer', 'pay')),
          told('seller', 'notify.order.receivedBalanceDue'),
        ];
      if (to === ORDER_STATUS.REFUND_DUE)
        return [
          told('seller', 'notify.order.turn.refund', permissionOfTurn(to, 'seller', 'refund')),
          told('buyer', 'notify.order.receivedRefundDue'),
        ];
      return [told('seller', 'notify.order.completed')];
    // The refund goes the other way: the buyer answers what the seller declared.
    case 'refund':
      return [told('buyer', 'notify.order.turn.confirmRefund', permissionOfTurn(to, 'buyer', 'confirmRefund'))];
    case 'confirmRefund':
      return [told('seller', 'notify.order.refundConfirmed')];
    case 'refuseRefund':
      return [told('seller', 'notify.order.refundRefused', permissionOfTurn(to, 'seller', 'refund'))];
    // A batch on its way is the buyer's to confirm, its arrival the seller's to know: neither moves the turn.
    case 'shipPart':
      return [told('buyer', 'notify.order.batchShipped', permissionOfTurn(to, 'buyer', 'arrive'))];
    case 'arrive':
      return [told('seller', 'notify.order.batchArrived')];
    case 'remindOverdue':
      return [
        told('buyer', 'notify.order.balanceOverdue', permissionOfTurn(to, 'buyer', 'pay')),
        told('seller', 'notify.order.balanceOverdueSeller'),
      ];
  }
  if (step.fromState === step.toState) return [];
  const turn = nextOrderStep(to);
  if (!turn) return [];
  // A side already told to take this step (both may sign first; the one who did not is not told again).
  const before = step.fromState === null ? null : nextOrderStep(Number(step.fromState) as OrderStatus);
  const toldBefore = (side: Side) => before?.action === turn.action && before.by.includes(side);
  const kind = (step.action === 'place' ? 'notify.order.placed' : `notify.order.turn.${turn.action}`) as MessageKey;
  return turn.by.filter((side) => !toldBefore(side)).map((side) => told(side, kind, permissionOfTurn(to, side, turn.action)));
}

registerNotifier(ORDER_LOG, notifyOrderStep);

/** The notifications of one step of an order: to the members of each side it concerns who may act on it. */
export async function notifyOrderStep(db: Db, step: NodeOperationLogRow): Promise<NotificationDraft[]> {
  const [order] = await db
    .select({ id: orders.id, orderNo: orders.orderNo, buyer: orders.buyerCompanyId, seller: orders.sellerCompanyId })
    .from(orders)
    .where(eq(orders.id, step.bizId));
  if (!order) return [];
  const drafts: NotificationDraft[] = [];
  for (const telling of tellingsOf(step)) {
    const companyId = telling.side === 'buyer' ? order.buyer : order.seller;
    const members = await membersHoldingAny(db, companyId, telling.permissions);
    for (const userId of members)
      drafts.push({
        userId,
        companyId,
        kind: telling.kind,
        topic: telling.topic,
        params: { orderNo: order.orderNo },
        link: `/order/${order.id}`,
      });
  }
  return drafts;
}
