import {
  adminReceiptOrderRoutes,
  assistOrderRoutes,
  listingRoutes,
  orderBuySellRoutes,
  type RouteInput,
  receiptContractRoutes,
  receiptOrderRoutes,
  receiptPaymentRoutes,
  receiptProposalRoutes,
  subOrderRoutes,
} from '@hgsc/contracts';
import { call } from '../../shared/request/call.ts';

/** Query-key roots: invalidating one reloads every list, count and details under it. */
export const LISTINGS_KEY = ['wr', 'listings'] as const;
/** The sides' orders, their payments and the keeper's transfer inbox: one step on an order reloads them all. */
export const RECEIPT_ORDERS_KEY = ['wr', 'receipt-orders'] as const;
/** The operator's view of every order (its own routes). */
export const ADMIN_RECEIPT_ORDERS_KEY = ['admin', 'wr', 'receipt-orders'] as const;
/** Orders the operator entered for buyers (代客下单): the buyer's and the operator's lists. */
export const RECEIPT_PROPOSALS_KEY = ['wr', 'receipt-proposals'] as const;
/** The receipts' own root (features/warehouse-receipt): a listing or a taken order locks or splits them. */
export const WAREHOUSE_RECEIPTS_ROOT = ['wr', 'receipts'] as const;

/** Receipt listings (仓单挂牌) and the public receipt market (SPEC §7 /sale/bss/*). */
export const listingApi = {
  /** Sent once per visit of the form (a double click or a resend lists once). */
  save: (body: RouteInput<typeof listingRoutes.save>, key: string) => call(listingRoutes.save, body, { idempotencyKey: key }),
  updatePrice: (body: RouteInput<typeof listingRoutes.updatePrice>) => call(listingRoutes.updatePrice, body),
  delist: (id: number) => call(listingRoutes.delist, { id }),
  mine: (query: RouteInput<typeof listingRoutes.myList>) => call(listingRoutes.myList, query),
  tabCounts: () => call(listingRoutes.tabCounts),
  market: (query: RouteInput<typeof listingRoutes.market>) => call(listingRoutes.market, query),
  info: (id: number) => call(listingRoutes.info, { id }),
};

/**
 * Receipt orders (仓单订单, SPEC §7 /wr/order/*): the buyer's application and the seller's answer, the seller's
 * endorsement and the keeper's confirmation of the transfer, and cancellation by agreement of the sides.
 */
export const receiptOrderApi = {
  /** Sent once per visit of the dialog. */
  apply: (body: RouteInput<typeof receiptOrderRoutes.apply>, key: string) =>
    call(receiptOrderRoutes.apply, body, { idempotencyKey: key }),
  withdraw: (id: number) => call(receiptOrderRoutes.withdraw, { id }),
  take: (id: number) => call(receiptOrderRoutes.take, { id }),
  decline: (body: RouteInput<typeof receiptOrderRoutes.decline>) => call(receiptOrderRoutes.decline, body),
  list: (query: RouteInput<typeof receiptOrderRoutes.list>) => call(receiptOrderRoutes.list, query),
  tabCounts: (as: 'buyer' | 'seller') => call(receiptOrderRoutes.tabCounts, { as }),
  info: (id: number) => call(receiptOrderRoutes.info, { id }),
  transfer: (id: number) => call(receiptOrderRoutes.transfer, { id }),
  delivery: (body: RouteInput<typeof receiptOrderRoutes.delivery>) => call(receiptOrderRoutes.delivery, body),
  updateShip: (id: number, addressId: number) => call(orderBuySellRoutes.updateShip, { id, addressId }),
  keeperTransfers: (query: RouteInput<typeof receiptOrderRoutes.keeperTransfers>) =>
    call(receiptOrderRoutes.keeperTransfers, query),
  confirmTransfer: (id: number) => call(receiptOrderRoutes.confirmTransfer, { id }),
  refuseTransfer: (id: number, reason: string) => call(receiptOrderRoutes.refuseTransfer, { id, reason }),
  requestCancel: (id: number, reason: string) => call(receiptOrderRoutes.requestCancel, { id, reason }),
  confirmCancel: (id: number) => call(receiptOrderRoutes.confirmCancel, { id }),
  refuseCancel: (id: number) => call(receiptOrderRoutes.refuseCancel, { id }),
  /**
   * The contract's terms (how many days the buyer has to pay), for the turn banner: the contract is another page's,
   * so a refusal (no contract yet, a reader without the contract codes) leaves the banner without the deadline
   * rather than toasting.
   */
  contractTerms: (id: number) =>
    call(receiptContractRoutes.templateInfo, { id }, { passCodes: [403, 404, 409] }).catch(() => null),
};

/** A receipt order's payments (付款申请, SPEC §7 /wr/order/payment, /wr/order/collections, /apply/payment/*). */
export const receiptPaymentApi = {
  /** Sent once per visit of the pay dialog (a double click or a resend declares the payment once). */
  pay: (body: RouteInput<typeof receiptPaymentRoutes.pay>, key: string) =>
    call(receiptPaymentRoutes.pay, body, { idempotencyKey: key }),
  collect: (orderId: number, paymentId: number) => call(receiptPaymentRoutes.collect, { id: orderId, paymentId }),
  list: (orderId: number) => call(receiptPaymentRoutes.list, { orderId }),
  detail: (id: number) => call(receiptPaymentRoutes.detail, { id }),
  withdraw: (id: number) => call(receiptPaymentRoutes.withdraw, { id }),
  refuse: (id: number, reason: string) => call(receiptPaymentRoutes.refuse, { id, reason }),
};

/** The operator's view of receipt orders, and its cancellation once money moved (SPEC §7 /admin/wr/order/*). */
export const adminReceiptOrderApi = {
  list: (query: RouteInput<typeof adminReceiptOrderRoutes.list>) => call(adminReceiptOrderRoutes.list, query),
  info: (id: number) => call(adminReceiptOrderRoutes.info, { id }),
  cancel: (id: number, reason: string) => call(adminReceiptOrderRoutes.cancel, { id, reason }),
};

/** The buyer's side of the orders the operator entered for it: confirming applies, refusing ends it. */
export const receiptProposalApi = {
  list: (query: RouteInput<typeof receiptProposalRoutes.list>) => call(receiptProposalRoutes.list, query),
  info: (id: number) => call(receiptProposalRoutes.info, { id }),
  confirm: (id: number) => call(receiptProposalRoutes.confirm, { id }),
  reject: (id: number, reason: string) => call(receiptProposalRoutes.reject, { id, reason }),
};

/** The operator entering a receipt order for a buyer on the phone (SPEC §7 /admin/order/*). */
export const assistOrderApi = {
  buyers: (query: RouteInput<typeof assistOrderRoutes.buyerCompany>) => call(assistOrderRoutes.buyerCompany, query),
  listings: (query: RouteInput<typeof assistOrderRoutes.sellerProduct>) => call(assistOrderRoutes.sellerProduct, query),
  /** A quantity off the listing's rules is the answer, not an error: the form says it under the field. */
  price: (body: RouteInput<typeof assistOrderRoutes.price>) =>
    call(assistOrderRoutes.price, body, { passCodes: [400, 404, 409] }),
  addresses: (companyId: number) => call(assistOrderRoutes.address, { companyId }),
  /** Sent once per opening of the form. */
  save: (body: RouteInput<typeof assistOrderRoutes.save>, key: string) =>
    call(assistOrderRoutes.save, body, { idempotencyKey: key }),
  list: (query: RouteInput<typeof assistOrderRoutes.list>) => call(assistOrderRoutes.list, query),
  info: (id: number) => call(assistOrderRoutes.info, { id }),
  withdraw: (id: number, reason: string) => call(assistOrderRoutes.withdraw, { id, reason }),
};

/** A listing sold in parts, for its seller (SPEC §7 /wrOrderSub/*). */
export const subOrderApi = {
  list: (query: RouteInput<typeof subOrderRoutes.list>) => call(subOrderRoutes.list, query),
  /** A line beside the order's facts: a reader without the receipt codes (a keeper's clerk) goes without it, untoasted. */
  split: (orderId: number) => call(subOrderRoutes.split, { orderId }, { passCodes: [403, 404, 409] }).catch(() => null),
};
