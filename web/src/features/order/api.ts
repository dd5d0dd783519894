import {
  type BuyerOrderTab,
  type OrderDirectPutBody,
  type OrderInterestedListBody,
  type OrderListBody,
  type OrderPutBody,
  type OrderSettleBody,
  orderListRoute,
  orderRoutes,
  type RouteAnswer,
  type RouteInput,
  type SellerOrderTab,
  salesContractRoutes,
} from '@hgsc/contracts';
import { call } from '../../shared/request/call.ts';

export type OrderParty = 'buyer' | 'seller';
export type OrderTab = BuyerOrderTab | SellerOrderTab;

/** Every order query lives under this key: one invalidation refreshes lists, counts and details. */
export const ORDER_QUERY_KEY = ['order'] as const;

/** SPEC §7 "Cart and orders" and "Contracts": /order/*. */
export const orderApi = {
  /** Lines no longer in the cart (404: placed meanwhile, or removed) are the page's to explain, not a toast. */
  settle: (body: OrderSettleBody) => call(orderRoutes.settle, body, { passCodes: [404] }),
  /** The key makes a double click or a retry answer the first placing instead of placing twice. */
  put: (body: OrderPutBody, key: string) => call(orderRoutes.put, body, { idempotencyKey: key }),
  directPut: (body: OrderDirectPutBody, key: string) => call(orderRoutes.directPut, body, { idempotencyKey: key }),

  list: (party: OrderParty, tab: OrderTab, body: OrderListBody) => call(orderListRoute(party, tab), body),
  /** Each tab's count, looked up by the tab a page names (either side's answer holds its own tabs). */
  count: (party: OrderParty): Promise<Partial<Record<OrderTab, number>>> => call(orderRoutes[party].count),
  /** A 404 (not the caller's order) is the page's to explain, not a toast. */
  detail: (id: number) => call(orderRoutes.detail, { id }, { passCodes: [404] }),
  /** Public: the order behind a share link, opened with its password. */
  sharedView: (token: string, password: string) => call(orderRoutes.sharedView, { token, password }),

  updatePrice: (body: RouteInput<typeof orderRoutes.updatePrice>) => call(orderRoutes.updatePrice, body),
  pay: (body: RouteInput<typeof orderRoutes.pay>, key: string) => call(orderRoutes.pay, body, { idempotencyKey: key }),
  confirmMoney: (id: number, paymentId?: number) =>
    call(orderRoutes.confirmMoney, { id, ...(paymentId === undefined ? {} : { paymentId }) }),
  refusePayment: (body: RouteInput<typeof orderRoutes.refusePayment>) => call(orderRoutes.refusePayment, body),
  withdrawPayment: (id: number) => call(orderRoutes.withdrawPayment, { id }),
  refund: (body: RouteInput<typeof orderRoutes.refund>, key: string) => call(orderRoutes.refund, body, { idempotencyKey: key }),
  confirmRefund: (id: number) => call(orderRoutes.confirmRefund, { id }),
  refuseRefund: (body: RouteInput<typeof orderRoutes.refuseRefund>) => call(orderRoutes.refuseRefund, body),
  withdrawRefund: (id: number) => call(orderRoutes.withdrawRefund, { id }),
  deliver: (body: RouteInput<typeof orderRoutes.deliver>) => call(orderRoutes.deliver, body),
  receive: (body: RouteInput<typeof orderRoutes.receive>) => call(orderRoutes.receive, body),
  ship: (body: RouteInput<typeof orderRoutes.ship>) => call(orderRoutes.ship, body),
  arrive: (body: RouteInput<typeof orderRoutes.arrive>) => call(orderRoutes.arrive, body),
  requestCancel: (party: OrderParty, body: RouteInput<typeof orderRoutes.buyerCancel>) =>
    call(party === 'buyer' ? orderRoutes.buyerCancel : orderRoutes.sellerCancel, body),
  confirmCancel: (party: OrderParty, id: number) =>
    call(party === 'buyer' ? orderRoutes.buyerConfirmCancel : orderRoutes.sellerConfirmCancel, { id }),
  refuseCancel: (body: RouteInput<typeof orderRoutes.refuseCancel>) => call(orderRoutes.refuseCancel, body),

  // The contract calls; the PDF download is contract-download.ts (a file, not an envelope).
  generateContract: (id: number) => call(salesContractRoutes.generate, { id }),
  sendSignCode: (id: number) => call(salesContractRoutes.sendSignCode, { id }),
  signContract: (body: RouteInput<typeof salesContractRoutes.sign>) => call(salesContractRoutes.sign, body),
  cancelContract: (body: RouteInput<typeof salesContractRoutes.cancel>) => call(salesContractRoutes.cancel, body),
};

/** One order's outcome of a batch shipment (/order/delivers), its message in the caller's language. */
export type DeliverOutcome = RouteAnswer<typeof orderRoutes.deliverBatch>['results'][number];

/** One order of a batch shipment. */
export type BatchDeliverLine = RouteInput<typeof orderRoutes.deliverBatch>['orders'][number];

/** The order's tools beside its lifecycle: sharing, 关注, witness, invoice, batch shipping. */
export const orderToolsApi = {
  /** A new read-only link with a new password (shown once); an earlier link stops working. */
  share: (id: number) => call(orderRoutes.share, { id }),
  /** The password of the existing link, chosen by the caller. */
  changeSharePassword: (body: RouteInput<typeof orderRoutes.changeSharePassword>) => call(orderRoutes.changeSharePassword, body),
  /** Makes a new link and password and sends both by SMS to `mobile`; an earlier link stops working. */
  shareSms: (body: RouteInput<typeof orderRoutes.shareSms>) => call(orderRoutes.shareSms, body),
  /** Marks the order for the caller, or unmarks it. */
  toggleInterested: (id: number) => call(orderRoutes.toggleInterested, { id }),
  /** The orders the caller marked (either side of the company), newest first. */
  interested: (body: OrderInterestedListBody) => call(orderRoutes.interested, body),
  updateWitness: (body: RouteInput<typeof orderRoutes.updateWitness>) => call(orderRoutes.updateWitness, body),
  saveInvoice: (body: RouteInput<typeof orderRoutes.saveInvoice>) => call(orderRoutes.saveInvoice, body),
  deliverBatch: (orders: BatchDeliverLine[]) => call(orderRoutes.deliverBatch, { orders }),
};
