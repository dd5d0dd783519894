import { ORDER_STATUS, type OrderStatus } from './enums.ts';
import { defineFlow, type FlowTransition } from './flow.ts';
import type { MessageKey } from './i18n/index.ts';
import { type OrderMoney, type OrderMoneyFacts, orderMoney, type PaymentTerm } from './payment-terms.ts';

/**
 * The order state machine as data (DESIGN §2): which party may take which action in which status,
 * and where it leads. The server enforces it in one place (a refused action answers 409 naming the
 * current status); the web shows a party exactly the actions this table allows it.
 *
 * The happy path: 10 → contract generated (37) → one side signs (37 → 38/39) → the other signs (40)
 * → buyer pays (60) → seller confirms the money (61) → seller ships (70) → buyer receives (80). The seller may ship
 * in batches: a batch that leaves a line short of its quantity keeps the order partly shipped (65), the one that
 * completes every line ships it (70); the buyer confirms each batch's arrival, the last one completing the order.
 *
 * The money follows the order's payment terms (payment-terms.ts), each payment declared with its proof and confirmed
 * (or refused) by the seller: the payments that make what shipping needs (all of it; the deposit) bring 40 → 60 and
 * their confirmation 60 → 61. On credit the seller ships from 40. An order whose last batch arrived while its settled
 * amount is not confirmed in full waits for the balance (75 待付尾款); the confirmation that completes it ends it (80).
 * One settled below what the seller confirmed waits for the refund (76 待退款): the seller declares it with its proof,
 * the buyer confirms it arrived (or says it did not and why); the refund confirmed in full ends it (80).
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
  'refusePayment',
  'withdrawPayment',
  'refund',
  'confirmRefund',
  'refuseRefund',
  'withdrawRefund',
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

/**
 * What the order flow reads of an order: its status, who asked for a cancellation still unanswered, its payment terms
 * and where its money stands (orderMoney).
 */
export interface OrderFlowState {
  status: OrderStatus;
  cancelRequestedBy: 'buyer' | 'seller' | null;
  paymentTerm: PaymentTerm;
  money: Pick<
    OrderMoney,
    | 'undeclared'
    | 'waiting'
    | 'declaredForShipping'
    | 'confirmedForShipping'
    | 'paidUp'
    | 'refund'
    | 'refundWaiting'
    | 'refundUndeclared'
  >;
}

export type OrderTransition = FlowTransition<OrderStatus, OrderAction, OrderParty, OrderFlowState>;

const S = ORDER_STATUS;

/** An order as its flow reads it, from its columns. */
export const orderFlowStateOf = (
  order: { status: number; cancelRequestedBy: 'buyer' | 'seller' | null } & OrderMoneyFacts,
): OrderFlowState => ({
  status: order.status as OrderStatus,
  cancelRequestedBy: order.cancelRequestedBy,
  paymentTerm: order.paymentTerm,
  money: orderMoney(order),
});

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
    S.BALANCE_DUE,
    S.REFUND_DUE,
    S.COMPLETE,
  ],
  /** Shipping has begun and not every batch has arrived: the buyer confirms arrivals. */
  arriving: [S.PART_SHIPPED, S.AWAITING_RECEIPT],
  /** The money before shipping is in: the goods' progress (loaded, arrived) is shown. */
  shipping: [S.SELLER_RECEIVED_MONEY, S.PART_SHIPPED, S.AWAITING_RECEIPT, S.BALANCE_DUE, S.REFUND_DUE, S.COMPLETE],
  /** The contract is in force and money may move: payments are declared and answered. */
  paying: [S.CONTRACT_COMPLETE, S.BUYER_PAID, S.SELLER_RECEIVED_MONEY, S.PART_SHIPPED, S.AWAITING_RECEIPT, S.BALANCE_DUE],
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
const PAYING = ORDER_STATUS_SETS.paying;
const MONEY_FIRST: readonly OrderStatus[] = [S.SELLER_RECEIVED_MONEY, S.PART_SHIPPED];
const onCredit = (order: OrderFlowState) => order.paymentTerm === 'credit';

/** A payment declared: the one that makes what shipping needs moves 40 → 60 (on credit nothing has to come first). */
const PAID_WHEN_ENOUGH = (order: OrderFlowState): OrderStatus =>
  order.status === S.CONTRACT_COMPLETE && !onCredit(order) && order.money.declaredForShipping ? S.BUYER_PAID : order.status;
const isZero = (amount: string) => !/[1-9]/.test(amount);
/** A settled order: waiting for its balance, for the refund of what was paid beyond it, or complete. */
const SETTLED = (order: OrderFlowState): OrderStatus => {
  if (!order.money.paidUp) return S.BALANCE_DUE;
  return isZero(order.money.refund) ? S.COMPLETE : S.REFUND_DUE;
};
/**
 * A payment confirmed: what shipping needs confirmed moves 60 → 61; the balance confirmed in full ends 75 (→ 80, or
 * → 76 when a payment declared before the settlement overshot it).
 */
const CONFIRMED_WHEN_ENOUGH = (order: OrderFlowState): OrderStatus => {
  if (order.status === S.BUYER_PAID && order.money.confirmedForShipping) return S.SELLER_RECEIVED_MONEY;
  if (order.status === S.BALANCE_DUE) return SETTLED(order);
  return order.status;
};
/** A payment refused or withdrawn: a paid order short of what shipping needs waits for the buyer again (60 → 40). */
const UNPAID_WHEN_SHORT = (order: OrderFlowState): OrderStatus =>
  order.status === S.BUYER_PAID && !order.money.declaredForShipping ? S.CONTRACT_COMPLETE : order.status;

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
  // Payments, each with its proof, while the contract is in force and something is left to declare.
  { from: PAYING, action: 'pay', by: 'buyer', to: PAID_WHEN_ENOUGH, permission: 'finance.pay' },
  { from: PAYING, action: 'withdrawPayment', by: 'buyer', to: UNPAID_WHEN_SHORT, permission: 'finance.pay' },
  { from: PAYING, action: 'confirmMoney', by: 'seller', to: CONFIRMED_WHEN_ENOUGH, permission: 'finance.collect' },
  { from: PAYING, action: 'refusePayment', by: 'seller', to: UNPAID_WHEN_SHORT, permission: 'finance.collect' },
  { from: MONEY_FIRST, action: 'deliver', by: 'seller', to: S.AWAITING_RECEIPT, permission: 'shop.order' },
  { from: MONEY_FIRST, action: 'shipPart', by: 'seller', to: S.PART_SHIPPED, permission: 'shop.order' },
  // 账期: the goods leave before the money.
  {
    from: [S.CONTRACT_COMPLETE],
    action: 'deliver',
    by: 'seller',
    to: S.AWAITING_RECEIPT,
    permission: 'shop.order',
    when: onCredit,
  },
  {
    from: [S.CONTRACT_COMPLETE],
    action: 'shipPart',
    by: 'seller',
    to: S.PART_SHIPPED,
    permission: 'shop.order',
    when: onCredit,
  },
  { from: [S.PART_SHIPPED, S.AWAITING_RECEIPT], action: 'arrive', by: 'buyer', to: 'same', permission: 'buy.order' },
  // Everything arrived: the order settled on it is complete when its money is in, else it waits for the balance or
  // the refund.
  { from: [S.AWAITING_RECEIPT], action: 'receive', by: 'buyer', to: SETTLED, permission: 'buy.order' },
  // The refund goes the other way: the seller pays it out, the buyer answers.
  { from: [S.REFUND_DUE], action: 'refund', by: 'seller', to: 'same', permission: 'finance.pay' },
  { from: [S.REFUND_DUE], action: 'withdrawRefund', by: 'seller', to: 'same', permission: 'finance.pay' },
  { from: [S.REFUND_DUE], action: 'confirmRefund', by: 'buyer', to: SETTLED, permission: 'finance.collect' },
  { from: [S.REFUND_DUE], action: 'refuseRefund', by: 'buyer', to: 'same', permission: 'finance.collect' },
  { from: CANCELLABLE, action: 'requestCancel', by: 'buyer', to: 'same', permission: 'buy.order' },
  { from: CANCELLABLE, action: 'requestCancel', by: 'seller', to: 'same', permission: 'shop.order' },
  // The side that did not ask confirms or refuses; who asked decides the final code (103 / 102).
  { from: CANCELLABLE, action: 'confirmCancel', by: 'buyer', to: CANCELLED_AS_ASKED, permission: 'buy.order' },
  { from: CANCELLABLE, action: 'confirmCancel', by: 'seller', to: CANCELLED_AS_ASKED, permission: 'shop.order' },
  { from: CANCELLABLE, action: 'refuseCancel', by: 'buyer', to: 'same', permission: 'buy.order' },
  { from: CANCELLABLE, action: 'refuseCancel', by: 'seller', to: 'same', permission: 'shop.order' },
  // Not an order on credit, whose turn at 40 is the seller's.
  {
    from: [...CONTRACT_STAGE, S.CONTRACT_COMPLETE],
    action: 'close',
    by: 'system',
    to: S.CLOSED,
    when: (order) => !(order.status === S.CONTRACT_COMPLETE && onCredit(order)),
  },
];

/** Final codes: nothing leaves them. */
export const FINAL_ORDER_STATUSES: readonly OrderStatus[] = ORDER_STATUS_SETS.final;

/** Statuses in which the order holds its reserved stock; leaving them for a final code other than 80 gives it back. */
export const STOCK_HOLDING_STATUSES: readonly OrderStatus[] = CANCELLABLE;

const ANSWERS: readonly OrderAction[] = ['confirmCancel', 'refuseCancel'];
const PAYMENT_ANSWERS: readonly OrderAction[] = ['confirmMoney', 'refusePayment', 'withdrawPayment'];
const REFUND_ANSWERS: readonly OrderAction[] = ['confirmRefund', 'refuseRefund', 'withdrawRefund'];

/** Whether the money allows a payment or refund step: something left to declare, or one waiting for its answer. */
function moneyAllows(action: OrderAction, order: OrderFlowState): boolean | MessageKey {
  if (action === 'pay') return isZero(order.money.undeclared) ? 'orderPayment.nothingDue' : true;
  if (PAYMENT_ANSWERS.includes(action)) return isZero(order.money.waiting) ? 'orderPayment.noneWaiting' : true;
  if (action === 'refund') return isZero(order.money.refundUndeclared) ? 'orderPayment.nothingToRefund' : true;
  if (REFUND_ANSWERS.includes(action)) return isZero(order.money.refundWaiting) ? 'orderPayment.noRefundWaiting' : true;
  return true;
}

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
    if (order.cancelRequestedBy === null) return answer ? false : moneyAllows(transition.action, order);
    if (answer) return order.cancelRequestedBy !== transition.by;
    return 'order.cancelPending';
  },
});

/** The transition for this action by this party from this status (for this order, when given), or undefined. */
export const findTransition = (
  status: OrderStatus,
  action: OrderAction,
  by: OrderParty,
  order?: OrderFlowState,
): OrderTransition | undefined => ORDER_FLOW.find(status, action, by, order);

/** Whether this party may take this action now (the flow's guard included). */
export function mayAct(order: OrderFlowState, action: OrderAction, by: OrderParty): OrderTransition | undefined {
  const check = ORDER_FLOW.check(order, action, by);
  return check.open ? check.transition : undefined;
}

/** The actions this party may take now (the web's buttons), each once. */
export const allowedActions = (order: OrderFlowState, by: OrderParty): OrderAction[] => ORDER_FLOW.allowed(order, by);

/** The actions that take an order forward on its happy path (the others adjust, cancel or end it). */
export const ORDER_FORWARD_ACTIONS = [
  'generateContract',
  'sign',
  'pay',
  'confirmMoney',
  'refusePayment',
  'withdrawPayment',
  'deliver',
  'receive',
  'refund',
  'confirmRefund',
] as const satisfies readonly OrderAction[];
export type OrderForwardAction = (typeof ORDER_FORWARD_ACTIONS)[number];

/**
 * Whose turn it is: the forward step each status waits for and the sides that may take it (both may sign first at
 * 37); at 40 an order on credit waits for the goods, any other for the money; at 76 a refund declared waits for the
 * buyer's confirmation. Null in a final status. The flow's table allows every step named here (order-flow.test.ts),
 * so it cannot say what the server refuses.
 */
const TURNS: Partial<Record<OrderStatus, { action: OrderForwardAction; by: ('buyer' | 'seller')[] }>> = {
  [S.WAIT_CONTRACT]: { action: 'generateContract', by: ['seller'] },
  [S.NONE_SIGNED]: { action: 'sign', by: ['seller', 'buyer'] },
  [S.SELLER_TO_SIGN]: { action: 'sign', by: ['seller'] },
  [S.BUYER_TO_SIGN]: { action: 'sign', by: ['buyer'] },
  [S.CONTRACT_COMPLETE]: { action: 'pay', by: ['buyer'] },
  [S.BUYER_PAID]: { action: 'confirmMoney', by: ['seller'] },
  [S.SELLER_RECEIVED_MONEY]: { action: 'deliver', by: ['seller'] },
  [S.PART_SHIPPED]: { action: 'deliver', by: ['seller'] },
  [S.AWAITING_RECEIPT]: { action: 'receive', by: ['buyer'] },
  [S.BALANCE_DUE]: { action: 'pay', by: ['buyer'] },
  [S.REFUND_DUE]: { action: 'refund', by: ['seller'] },
};

export function nextOrderStep(
  status: OrderStatus,
  paymentTerm: PaymentTerm = 'prepay',
  refundWaiting = false,
): { action: OrderForwardAction; by: ('buyer' | 'seller')[] } | null {
  if (status === S.CONTRACT_COMPLETE && paymentTerm === 'credit') return { action: 'deliver', by: ['seller'] };
  if (status === S.REFUND_DUE && refundWaiting) return { action: 'confirmRefund', by: ['buyer'] };
  return TURNS[status] ?? null;
}
