import { defineFlow, type FlowTransition } from './flow.ts';
import type { MessageKey } from './i18n/zh.ts';

/**
 * A receipt order (仓单订单) as data (domains/warehouse-receipts.md §3.3; applicant = buyer, receiver = seller). A buyer
 * applies for a quantity of a listing, which reserves it; the seller takes the order (接单), splitting the order's part
 * off the listed receipt and locking it for the order, or declines it with a reason; the buyer may withdraw while it
 * waits. Taken, both sign the receipt sale contract; the buyer pays (in one payment or in stages, each with its bank
 * proof) and the seller confirms each payment; paid in full and confirmed, the seller endorses the receipt over and the
 * warehouse keeper confirms the transfer, which makes the buyer its holder (Civil Code art. 910).
 *
 * Before any payment either side may ask to cancel and the other confirms or refuses; once money moved only the
 * platform's operator cancels (the refund settled offline). A cancelled order frees its receipt.
 */
export const RECEIPT_ORDER_STATUSES = [
  'applied',
  'accepted',
  'signed',
  'paid',
  'collected',
  'transferring',
  'done',
  'declined',
  'withdrawn',
  'cancelled',
] as const;
export type ReceiptOrderStatus = (typeof RECEIPT_ORDER_STATUSES)[number];
export const RECEIPT_ORDER_ACTIONS = [
  'take',
  'decline',
  'withdraw',
  'generateContract',
  'signContract',
  'completeContract',
  'cancelContract',
  'payPart',
  'pay',
  'withdrawPayment',
  'refusePayment',
  'collectPart',
  'collect',
  'delivery',
  'updateShip',
  'transfer',
  'confirmTransfer',
  'refuseTransfer',
  'requestCancel',
  'confirmCancel',
  'refuseCancel',
  'cancel',
] as const;
export type ReceiptOrderAction = (typeof RECEIPT_ORDER_ACTIONS)[number];
export type ReceiptOrderParty = 'buyer' | 'seller' | 'keeper' | 'operator' | 'system';
/** The sides a company may be of a receipt order. */
export type ReceiptOrderSide = 'buyer' | 'seller' | 'keeper';

export const receiptOrderStatusLabelKey = (status: ReceiptOrderStatus): MessageKey => `receiptOrderStatus.${status}`;

/** What the flow reads of a receipt order. */
export interface ReceiptOrderFlowState {
  status: ReceiptOrderStatus;
  /** The side that asked to cancel and waits for the other's answer. */
  cancelRequestedBy: 'buyer' | 'seller' | null;
  /** Money the buyer declared paid and the seller has not refused: once any, only the operator cancels. */
  paidAmount: string;
  /** The seller delivers the goods (卖方送货): the buyer says where. */
  delivers: boolean;
}

/** Before any money moved: the sides may agree to cancel. */
const AGREED_CANCEL: readonly ReceiptOrderStatus[] = ['accepted', 'signed'];
/** Taken and not yet transferred: the operator may cancel. */
const RUNNING: readonly ReceiptOrderStatus[] = ['accepted', 'signed', 'paid', 'collected', 'transferring'];
const ANSWERS: readonly ReceiptOrderAction[] = ['confirmCancel', 'refuseCancel'];
const isZero = (amount: string) => /^0*(\.0*)?$/.test(amount);

type Transition = FlowTransition<ReceiptOrderStatus, ReceiptOrderAction, ReceiptOrderParty, ReceiptOrderFlowState>;
const bothSides = (transition: Omit<Transition, 'by'>): Transition[] => [
  { ...transition, by: 'buyer' },
  { ...transition, by: 'seller' },
];

export const RECEIPT_ORDER_FLOW = defineFlow<ReceiptOrderStatus, ReceiptOrderAction, ReceiptOrderParty, ReceiptOrderFlowState>({
  kind: 'receiptOrder',
  actions: RECEIPT_ORDER_ACTIONS,
  transitions: [
    { from: ['applied'], action: 'take', by: 'seller', to: 'accepted', permission: 'receipt.trade' },
    { from: ['applied'], action: 'decline', by: 'seller', to: 'declined', permission: 'receipt.trade' },
    // The listing ended under it (expired, or stopped by the platform): the reservation goes with it.
    { from: ['applied'], action: 'decline', by: 'system', to: 'declined' },
    { from: ['applied'], action: 'withdraw', by: 'buyer', to: 'withdrawn', permission: 'receipt.trade' },
    // The receipt sale contract: the seller draws it up (again, with new terms, while nobody signed), both sign.
    { from: ['accepted'], action: 'generateContract', by: 'seller', to: 'same', permission: 'contract.sign' },
    ...bothSides({ from: ['accepted'], action: 'signContract', to: 'same', permission: 'contract.sign' }),
    ...bothSides({ from: ['accepted'], action: 'cancelContract', to: 'same', permission: 'contract.sign' }),
    { from: ['accepted'], action: 'completeContract', by: 'system', to: 'signed' },
    // Payments: a part keeps the order waiting for the rest; the one that makes the amount whole marks it paid.
    { from: ['signed'], action: 'payPart', by: 'buyer', to: 'same', permission: 'finance.pay' },
    { from: ['signed'], action: 'pay', by: 'buyer', to: 'paid', permission: 'finance.pay' },
    { from: ['signed', 'paid'], action: 'withdrawPayment', by: 'buyer', to: 'signed', permission: 'finance.pay' },
    { from: ['signed', 'paid'], action: 'refusePayment', by: 'seller', to: 'signed', permission: 'finance.collect' },
    { from: ['signed', 'paid'], action: 'collectPart', by: 'seller', to: 'same', permission: 'finance.collect' },
    { from: ['paid'], action: 'collect', by: 'seller', to: 'collected', permission: 'finance.collect' },
    // The buyer may take the goods out rather than hold the receipt: the keeper's confirmation opens its bill of lading.
    {
      from: ['signed', 'paid', 'collected'],
      action: 'delivery',
      by: 'buyer',
      to: 'same',
      permission: 'receipt.billOfLading',
    },
    // Where the seller delivers, changed by the buyer until the goods are on their way (the transfer asked).
    {
      from: ['applied', 'accepted', 'signed', 'paid', 'collected'],
      action: 'updateShip',
      by: 'buyer',
      to: 'same',
      permission: 'receipt.trade',
    },
    // The seller endorses the receipt over; the keeper's confirmation makes the buyer its holder.
    { from: ['collected'], action: 'transfer', by: 'seller', to: 'transferring', permission: 'receipt.trade' },
    { from: ['transferring'], action: 'confirmTransfer', by: 'keeper', to: 'done', permission: 'warehouse.confirm' },
    { from: ['transferring'], action: 'refuseTransfer', by: 'keeper', to: 'collected', permission: 'warehouse.confirm' },
    ...bothSides({ from: AGREED_CANCEL, action: 'requestCancel', to: 'same', permission: 'receipt.trade' }),
    ...bothSides({ from: AGREED_CANCEL, action: 'confirmCancel', to: 'cancelled', permission: 'receipt.trade' }),
    ...bothSides({ from: AGREED_CANCEL, action: 'refuseCancel', to: 'same', permission: 'receipt.trade' }),
    { from: RUNNING, action: 'cancel', by: 'operator', to: 'cancelled' },
  ],
  final: ['done', 'declined', 'withdrawn', 'cancelled'],
  stateOf: (order) => order.status,
  stateLabel: receiptOrderStatusLabelKey,
  // While a cancellation waits only its answer is open to the sides; once money moved the sides cannot agree one.
  guard: (transition, order) => {
    if (transition.action === 'updateShip' && !order.delivers) return 'receiptOrder.notDelivered';
    if (transition.by === 'system' || transition.by === 'operator' || transition.by === 'keeper') return true;
    const answer = ANSWERS.includes(transition.action);
    if (order.cancelRequestedBy === null) {
      if (answer) return false;
      if (transition.action === 'requestCancel' && !isZero(order.paidAmount)) return 'receiptOrder.cancelAfterPayment';
      return true;
    }
    if (answer) return order.cancelRequestedBy !== transition.by;
    return 'receiptOrder.cancelPending';
  },
});

/** The tabs of a party's receipt orders and the statuses each shows. */
export const RECEIPT_ORDER_TABS = ['applied', 'accepted', 'paying', 'transfer', 'done', 'ended', 'all'] as const;
export type ReceiptOrderTab = (typeof RECEIPT_ORDER_TABS)[number];
export const RECEIPT_ORDER_TAB_STATUSES: Record<ReceiptOrderTab, readonly ReceiptOrderStatus[]> = {
  applied: ['applied'],
  accepted: ['accepted'],
  paying: ['signed', 'paid'],
  transfer: ['collected', 'transferring'],
  done: ['done'],
  ended: ['declined', 'withdrawn', 'cancelled'],
  all: RECEIPT_ORDER_STATUSES,
};

/** The keeper's confirmation inbox: transfers waiting for it, and those it answered. */
export const KEEPER_TRANSFER_TABS = ['waiting', 'confirmed', 'all'] as const;
export type KeeperTransferTab = (typeof KEEPER_TRANSFER_TABS)[number];
export const KEEPER_TRANSFER_TAB_STATUSES: Record<KeeperTransferTab, readonly ReceiptOrderStatus[]> = {
  waiting: ['transferring'],
  confirmed: ['done'],
  all: ['transferring', 'done'],
};
