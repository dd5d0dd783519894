import { nextOrderStep, ORDER_STATUS, type OrderForwardAction, type OrderStatus, type OrderView } from '@hgsc/contracts';

type Side = 'buyer' | 'seller';
type Viewer = Pick<OrderView, 'party'>;

/** i18n key of a side's name (买方 / 卖方). */
export const sideKey = (side: Side) => (side === 'buyer' ? 'order.detail.partyBuyer' : 'order.detail.partySeller');

const otherSide = (side: Side): Side => (side === 'buyer' ? 'seller' : 'buyer');

/**
 * A cancellation request waiting for an answer: who asked, whose turn it is to agree or refuse, and whether
 * that is the viewer. The order's status (待卖家生成合同 …) does not say the order is held meanwhile.
 */
export function pendingCancellation(order: Viewer & Pick<OrderView, 'cancelRequest'>) {
  if (!order.cancelRequest) return null;
  const awaiting = otherSide(order.cancelRequest.by);
  return { by: order.cancelRequest.by, reason: order.cancelRequest.reason, awaiting, yourTurn: order.party === awaiting };
}

/** The tag beside the status while a cancellation waits: 待您处理取消申请, or whose answer it waits for. */
export function cancellationTag(order: Viewer & Pick<OrderView, 'cancelRequest'>) {
  const pending = pendingCancellation(order);
  if (!pending) return null;
  return pending.yourTurn
    ? { key: 'order.cancelPending.yourTurn', partyKey: sideKey(pending.awaiting) }
    : { key: 'order.cancelPending.awaiting', partyKey: sideKey(pending.awaiting) };
}

/**
 * The refusal of the latest cancellation request, told to both sides: the requester learns why (or that no
 * reason was given), the refuser sees what it answered.
 */
export function refusalNotice(order: Viewer & Pick<OrderView, 'cancelRefusal'>) {
  const refusal = order.cancelRefusal;
  if (!refusal) return null;
  const byViewer = order.party === refusal.by;
  return {
    key: refusal.reason
      ? byViewer
        ? 'order.detail.cancelRefusedByYou'
        : 'order.detail.cancelRefused'
      : byViewer
        ? 'order.detail.cancelRefusedByYouNoReason'
        : 'order.detail.cancelRefusedNoReason',
    partyKey: sideKey(refusal.by),
    reason: refusal.reason ?? '',
    at: refusal.at,
  };
}

/**
 * How an order that did not complete ended, told at the top of its page: who rejected, withdrew or asked for the
 * cancellation that was agreed ("you" when that is the viewer), or that the system closed it, and the reason given.
 */
export function endingNotice(order: Viewer & Pick<OrderView, 'ending'>) {
  const ending = order.ending;
  if (!ending) return null;
  const byViewer = ending.by === order.party && ending.by !== 'system';
  // A cancellation the viewer agreed to: the other side asked, the viewer agreed.
  const agreedByViewer = ending.action === 'confirmCancel' && !byViewer && order.party !== 'system';
  const key =
    ending.action === 'close'
      ? 'order.ending.close'
      : `order.ending.${ending.action}${byViewer ? 'ByYou' : agreedByViewer ? 'YouAgreed' : ''}`;
  return {
    key,
    partyKey: ending.by === 'system' ? 'order.detail.partySystem' : sideKey(ending.by),
    // A close has no reason to give; the others say theirs, or that none was given.
    reason: ending.action === 'close' ? null : ending.reason,
    at: ending.at,
  };
}

/**
 * Whose turn it is, told at the top of the order page: the viewer's own step (the one its next button takes) or the
 * side it waits for. Nothing for a visitor, a final order, or while a cancellation request holds the order (its own
 * notice says whose answer it waits for).
 */
export function turnNotice(
  order: Viewer & Pick<OrderView, 'status' | 'cancelRequest'> & Partial<Pick<OrderView, 'terms' | 'money'>>,
): { action: OrderForwardAction; yours: boolean; waitingFor: Side[] } | null {
  if (order.party === 'system' || order.cancelRequest) return null;
  const refundWaiting = /[1-9]/.test(order.money?.refundWaiting ?? '');
  const step = nextOrderStep(order.status as OrderStatus, order.terms?.term, refundWaiting);
  if (!step) return null;
  const yours = step.by.includes(order.party);
  return { action: step.action, yours, waitingFor: yours ? [] : step.by };
}

/** 去评价: the buyer of a complete order, while one of its lines has no review yet. */
export const mayReview = (order: Pick<OrderView, 'party' | 'status' | 'unreviewedLines'>) =>
  order.party === 'buyer' && order.status === ORDER_STATUS.COMPLETE && order.unreviewedLines > 0;

/** What a successful step did, said in the toast instead of a bare 操作成功. */
const DONE_KEYS: Record<string, string> = {
  updatePrice: 'order.doneAction.updatePrice',
  generateContract: 'order.doneAction.generateContract',
  sign: 'order.doneAction.sign',
  affirm: 'order.doneAction.affirm',
  cancelContract: 'order.doneAction.cancelContract',
  pay: 'order.doneAction.pay',
  confirmMoney: 'order.doneAction.confirmMoney',
  refund: 'order.doneAction.refund',
  deliver: 'order.doneAction.deliver',
  shipPart: 'order.doneAction.shipPart',
  receive: 'order.doneAction.receive',
  requestCancel: 'order.doneAction.requestCancel',
  confirmCancel: 'order.doneAction.confirmCancel',
  refuseCancel: 'order.doneAction.refuseCancel',
};

export const doneMessageKey = (action: string): string => DONE_KEYS[action] ?? 'order.done';
