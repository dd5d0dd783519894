import { ORDER_STATUS, type OrderStatus } from './enums.ts';
import { defineFlow, type FlowTransition } from './flow.ts';
import type { MessageKey } from './i18n/index.ts';

/**
 * The order state machine as data (DESIGN §2): which party may take which action in which status,
 * and where it leads. The server enforces it in one place (a refused action answers 409 naming the
 * current status); the web shows a party exactly the actions this table allows it.
 *
 * The happy path: 10 → contract generated (37) → one side signs (37 → 38/39) → the other signs (40)
 * → buyer pays (60) → seller confirms the money (61) → seller ships (70) → buyer receives (80). The seller may ship
 * in batches: a batch that leaves a line short of its quantity keeps the order partly shipped (65), the one that
 * completes every line ships it (70); the buyer confirms each batch's arrival, the last one completing the order.
 * Cancellation is a request the other side confirms (→ 103 when the buyer asked, 102 when the seller
 * asked) or refuses (the order goes on where it was). Before a contract exists the seller may reject
 * the order (104) and the buyer may withdraw it (100); an order left waiting too long is closed (101)
 * by the scheduled job.
 */

export type OrderParty = 'buyer' | 'seller' | 'system';

export const ORDER_ACTIONS = [
  'updatePrice',
  'generateContract',
  'cancelContract',
  'sign',
  'pay',
  'confirmMoney',
  'deliver',
  'shipPart',
  'arrive',
  'receive',
  'requestCancel',
  'confirmCancel',
  'refuseCancel',
  'withdraw',
  'reject',
  'close',
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/** What the order flow reads of an order: its status, and who asked for a cancellation still unanswered. */
export interface OrderFlowState {
  status: OrderStatus;
  cancelRequestedBy: 'buyer' | 'seller' | null;
}

export type OrderTransition = FlowTransition<OrderStatus, OrderAction, OrderParty, OrderFlowState>;

const S = ORDER_STATUS;

/** The order's statuses by what they mean, for code that asks "is it …?" instead of listing numbers. */
export const ORDER_STATUS_SETS = {
  /** Waiting for a contract both sides have signed: the contract menus' orders. */
  contractStage: [S.WAIT_CONTRACT, S.NONE_SIGNED, S.SELLER_TO_SIGN, S.BUYER_TO_SIGN],
  /** A contract is generated and not yet signed by both. */
  signing: [S.NONE_SIGNED, S.SELLER_TO_SIGN, S.BUYER_TO_SIGN],
  /** A contract is in force or being signed: there is a contract to show. */
  hasContract: [
    S.NONE_SIGNED,
    S.SELLER_TO_SIGN,
    S.BUYER_TO_SIGN,
    S.CONTRACT_COMPLETE,
    S.BUYER_PAID,
    S.SELLER_RECEIVED_MONEY,
    S.PART_SHIPPED,
    S.AWAITING_RECEIPT,
    S.COMPLETE,
  ],
  /** Shipping has begun and not every batch has arrived: the buyer confirms arrivals. */
  arriving: [S.PART_SHIPPED, S.AWAITING_RECEIPT],
  /** The money before shipping is in: the goods' progress (loaded, arrived) is shown. */
  shipping: [S.SELLER_RECEIVED_MONEY, S.PART_SHIPPED, S.AWAITING_RECEIPT, S.COMPLETE],
  /** Where a cancellation may be asked for: from the order to the money being confirmed. */
  cancellable: [S.WAIT_CONTRACT, S.NONE_SIGNED, S.SELLER_TO_SIGN, S.BUYER_TO_SIGN, S.CONTRACT_COMPLETE, S.BUYER_PAID],
  /** Final: nothing leaves them. */
  final: [S.COMPLETE, S.CANCELLED, S.CLOSED, S.SELLER_CANCELLED, S.BUYER_CANCELLED, S.REJECTED],
} as const satisfies Record<string, readonly OrderStatus[]>;

/** Whether a status (as an answer carries it, a number) is in one of the named sets. */
export const orderStatusIn = (set: keyof typeof ORDER_STATUS_SETS, status: number): boolean =>
  (ORDER_STATUS_SETS[set] as readonly number[]).includes(status);

const CONTRACT_STAGE = ORDER_STATUS_SETS.contractStage;
const CANCELLABLE = ORDER_STATUS_SETS.cancellable;

/** The final code of a confirmed cancellation: 103 when the buyer asked, 102 when the seller did. */
export const cancelledStatusFor = (requestedBy: 'buyer' | 'seller'): OrderStatus =>
  requestedBy === 'buyer' ? S.BUYER_CANCELLED : S.SELLER_CANCELLED;

const CANCELLED_AS_ASKED = (order: OrderFlowState): OrderStatus => cancelledStatusFor(order.cancelRequestedBy ?? 'buyer');

export const ORDER_TRANSITIONS: readonly OrderTransition[] = [
  { from: [S.WAIT_CONTRACT], action: 'updatePrice', by: 'seller', to: 'same', permission: 'shop.order' },
  { from: [S.WAIT_CONTRACT], action: 'generateContract', by: 'seller', to: S.NONE_SIGNED, permission: 'contract.sign' },
  { from: [S.WAIT_CONTRACT], action: 'reject', by: 'seller', to: S.REJECTED, permission: 'shop.order' },
  { from: [S.WAIT_CONTRACT], action: 'withdraw', by: 'buyer', to: S.CANCELLED, permission: 'buy.order' },
  // A contract nobody has fully signed may be withdrawn by either side and generated again.
  {
    from: [S.NONE_SIGNED, S.SELLER_TO_SIGN, S.BUYER_TO_SIGN],
    action: 'cancelContract',
    by: 'seller',
    to: S.WAIT_CONTRACT,
    permission: 'contract.sign',
  },
  {
    from: [S.NONE_SIGNED, S.SELLER_TO_SIGN, S.BUYER_TO_SIGN],
    action: 'cancelContract',
    by: 'buyer',
    to: S.WAIT_CONTRACT,
    permission: 'contract.sign',
  },
  { from: [S.NONE_SIGNED], action: 'sign', by: 'seller', to: S.BUYER_TO_SIGN, permission: 'contract.sign' },
  { from: [S.NONE_SIGNED], action: 'sign', by: 'buyer', to: S.SELLER_TO_SIGN, permission: 'contract.sign' },
  { from: [S.SELLER_TO_SIGN], action: 'sign', by: 'seller', to: S.CONTRACT_COMPLETE, permission: 'contract.sign' },
  { from: [S.BUYER_TO_SIGN], action: 'sign', by: 'buyer', to: S.CONTRACT_COMPLETE, permission: 'contract.sign' },
  { from: [S.CONTRACT_COMPLETE], action: 'pay', by: 'buyer', to: S.BUYER_PAID, permission: 'finance.pay' },
  { from: [S.BUYER_PAID], action: 'confirmMoney', by: 'seller', to: S.SELLER_RECEIVED_MONEY, permission: 'finance.collect' },
  {
    from: [S.SELLER_RECEIVED_MONEY, S.PART_SHIPPED],
    action: 'deliver',
    by: 'seller',
    to: S.AWAITING_RECEIPT,
    permission: 'shop.order',
  },
  {
    from: [S.SELLER_RECEIVED_MONEY, S.PART_SHIPPED],
    action: 'shipPart',
    by: 'seller',
    to: S.PART_SHIPPED,
    permission: 'shop.order',
  },
  { from: [S.PART_SHIPPED, S.AWAITING_RECEIPT], action: 'arrive', by: 'buyer', to: 'same', permission: 'buy.order' },
  { from: [S.AWAITING_RECEIPT], action: 'receive', by: 'buyer', to: S.COMPLETE, permission: 'buy.order' },
  { from: CANCELLABLE, action: 'requestCancel', by: 'buyer', to: 'same', permission: 'buy.order' },
  { from: CANCELLABLE, action: 'requestCancel', by: 'seller', to: 'same', permission: 'shop.order' },
  // The side that did not ask confirms or refuses; who asked decides the final code (103 / 102).
  { from: CANCELLABLE, action: 'confirmCancel', by: 'buyer', to: CANCELLED_AS_ASKED, permission: 'buy.order' },
  { from: CANCELLABLE, action: 'confirmCancel', by: 'seller', to: CANCELLED_AS_ASKED, permission: 'shop.order' },
  { from: CANCELLABLE, action: 'refuseCancel', by: 'buyer', to: 'same', permission: 'buy.order' },
  { from: CANCELLABLE, action: 'refuseCancel', by: 'seller', to: 'same', permission: 'shop.order' },
  { from: [...CONTRACT_STAGE, S.CONTRACT_COMPLETE], action: 'close', by: 'system', to: S.CLOSED },
];

/** Final codes: nothing leaves them. */
export const FINAL_ORDER_STATUSES: readonly OrderStatus[] = ORDER_STATUS_SETS.final;

/** Statuses in which the order holds its reserved stock; leaving them for a final code other than 80 gives it back. */
export const STOCK_HOLDING_STATUSES: readonly OrderStatus[] = CANCELLABLE;

const ANSWERS: readonly OrderAction[] = ['confirmCancel', 'refuseCancel'];

/**
 * The order flow. While a cancellation request is open the order waits for the answer: only the other side may
 * act, and only to confirm or refuse it (the system may still close it); without a request nobody can answer one.
 */
export const ORDER_FLOW = defineFlow<OrderStatus, OrderAction, OrderParty, OrderFlowState>({
  kind: 'order',
  actions: ORDER_ACTIONS,
  transitions: ORDER_TRANSITIONS,
  final: FINAL_ORDER_STATUSES,
  stateOf: (order) => order.status,
  stateLabel: (status) => `orderStatus.${status}` as MessageKey,
  guard: (transition, order) => {
    if (transition.by === 'system') return true;
    const answer = ANSWERS.includes(transition.action);
    if (order.cancelRequestedBy === null) return !answer;
    if (answer) return order.cancelRequestedBy !== transition.by;
    return 'order.cancelPending';
  },
});

/** The transition for this action by this party from this status, or undefined when the table forbids it. */
export const findTransition = (status: OrderStatus, action: OrderAction, by: OrderParty): OrderTransition | undefined =>
  ORDER_FLOW.find(status, action, by);

/** Whether this party may take this action now (the flow's guard included). */
export function mayAct(
  status: OrderStatus,
  action: OrderAction,
  by: OrderParty,
  cancelRequestedBy: 'buyer' | 'seller' | null,
): OrderTransition | undefined {
  const check = ORDER_FLOW.check({ status, cancelRequestedBy }, action, by);
  return check.open ? check.transition : undefined;
}

/** The actions this party may take now (the web's buttons), each once. */
export const allowedActions = (
  status: OrderStatus,
  by: OrderParty,
  cancelRequestedBy: 'buyer' | 'seller' | null = null,
): OrderAction[] => ORDER_FLOW.allowed({ status, cancelRequestedBy }, by);

/** The actions that take an order forward on its happy path (the others adjust, cancel or end it). */
export const ORDER_FORWARD_ACTIONS = [
  'generateContract',
  'sign',
  'pay',
  'confirmMoney',
  'deliver',
  'receive',
] as const satisfies readonly OrderAction[];
export type OrderForwardAction = (typeof ORDER_FORWARD_ACTIONS)[number];

/**
 * Whose turn it is in a status: the forward action the flow table allows from it and the sides that may take it
 * (both may sign first at 37). Null in a final status. Read from the table, so it cannot say what the server refuses.
 */
export function nextOrderStep(status: OrderStatus): { action: OrderForwardAction; by: ('buyer' | 'seller')[] } | null {
  const forward = ORDER_TRANSITIONS.filter(
    (t) => t.from.includes(status) && (ORDER_FORWARD_ACTIONS as readonly string[]).includes(t.action) && t.by !== 'system',
  );
  const first = forward[0];
  if (!first) return null;
  return {
    action: first.action as OrderForwardAction,
    by: [...new Set(forward.map((t) => t.by as 'buyer' | 'seller'))],
  };
}
