import { defineFlow } from './flow.ts';
import type { MessageKey } from './i18n/zh.ts';

/**
 * A receipt order (仓单订单) as data (domains/warehouse-receipts.md §3.3; applicant = buyer, receiver = seller). A buyer
 * applies for a quantity of a listing, which reserves it; the seller takes the order (接单), splitting the order's part
 * off the listed receipt and locking it for the order, or declines it with a reason; the buyer may withdraw while it
 * waits. The contract, payment, collection and the transfer the keeper confirms follow from ACCEPTED.
 */
export const RECEIPT_ORDER_STATUSES = ['applied', 'accepted', 'declined', 'withdrawn'] as const;
export type ReceiptOrderStatus = (typeof RECEIPT_ORDER_STATUSES)[number];
export const RECEIPT_ORDER_ACTIONS = ['take', 'decline', 'withdraw'] as const;
export type ReceiptOrderAction = (typeof RECEIPT_ORDER_ACTIONS)[number];
export type ReceiptOrderParty = 'buyer' | 'seller' | 'system';

export const receiptOrderStatusLabelKey = (status: ReceiptOrderStatus): MessageKey => `receiptOrderStatus.${status}`;

export const RECEIPT_ORDER_FLOW = defineFlow<
  ReceiptOrderStatus,
  ReceiptOrderAction,
  ReceiptOrderParty,
  { status: ReceiptOrderStatus }
>({
  kind: 'receiptOrder',
  actions: RECEIPT_ORDER_ACTIONS,
  transitions: [
    { from: ['applied'], action: 'take', by: 'seller', to: 'accepted', permission: 'receipt.trade' },
    { from: ['applied'], action: 'decline', by: 'seller', to: 'declined', permission: 'receipt.trade' },
    // The listing ended under it (expired, or stopped by the platform): the reservation goes with it.
    { from: ['applied'], action: 'decline', by: 'system', to: 'declined' },
    { from: ['applied'], action: 'withdraw', by: 'buyer', to: 'withdrawn', permission: 'receipt.trade' },
  ],
  final: ['declined', 'withdrawn'],
  stateOf: (order) => order.status,
  stateLabel: receiptOrderStatusLabelKey,
});

/** The tabs of a party's receipt orders and the statuses each shows. */
export const RECEIPT_ORDER_TABS = ['applied', 'accepted', 'ended', 'all'] as const;
export type ReceiptOrderTab = (typeof RECEIPT_ORDER_TABS)[number];
export const RECEIPT_ORDER_TAB_STATUSES: Record<ReceiptOrderTab, readonly ReceiptOrderStatus[]> = {
  applied: ['applied'],
  accepted: ['accepted'],
  ended: ['declined', 'withdrawn'],
  all: RECEIPT_ORDER_STATUSES,
};
