import type {
  BuyerOrderTab,
  Invoice,
  OrderDetail,
  OrderDirectPutBody,
  OrderInterestedListBody,
  OrderListBody,
  OrderPlaced,
  OrderPutBody,
  OrderSettle,
  OrderSettleBody,
  OrderShare,
  OrderView,
  Page,
  SellerOrderTab,
} from '@hgsc/contracts';
import { http } from '../../shared/request/http.ts';

export type OrderParty = 'buyer' | 'seller';
export type OrderTab = BuyerOrderTab | SellerOrderTab;

/** Every order query lives under this key: one invalidation refreshes lists, counts and details. */
export const ORDER_QUERY_KEY = ['order'] as const;

/** The answer of /order/send/sms/sign/code (contracts' contractCodeSentSchema). */
interface SignCodeSent {
  resendAfterSeconds: number;
  mobileMasked: string;
}

const idempotent = (key: string) => ({ headers: { 'Idempotency-Key': key } });

/** SPEC §7 "Cart and orders" and "Contracts": /order/*. */
export const orderApi = {
  /** Lines no longer in the cart (404: placed meanwhile, or removed) are the page's to explain, not a toast. */
  settle: (body: OrderSettleBody) => http.post<OrderSettle>('/order/settle', body, { passCodes: [404] }),
  /** The key makes a double click or a retry answer the first placing instead of placing twice. */
  put: (body: OrderPutBody, key: string) => http.post<OrderPlaced>('/order/putorder', body, idempotent(key)),
  directPut: (body: OrderDirectPutBody, key: string) => http.post<OrderPlaced>('/order/direct/putorder', body, idempotent(key)),

  list: (party: OrderParty, tab: OrderTab, body: OrderListBody) => http.post<Page<OrderView>>(`/order/${party}/${tab}`, body),
  count: (party: OrderParty) => http.post<Record<string, number>>(`/order/${party}/count`),
  /** A 404 (not the caller's order) is the page's to explain, not a toast. */
  detail: (id: number) => http.post<OrderDetail>('/order/detail', { id }, { passCodes: [404] }),
  /** Public: the order behind a share link, opened with its password. */
  sharedView: (token: string, password: string) => http.post<OrderDetail>('/order/share/view', { token, password }),

  updatePrice: (body: {
    id: number;
    items: { itemId: number; price: string }[];
    freightAmount?: string;
    reason: string;
    currency?: 'CNY' | 'USD';
  }) => http.post<OrderView>('/order/updateOrderPrice', body),
  pay: (body: { id: number; proofKeys: string[]; remark?: string }, key: string) =>
    http.post<OrderView>('/order/pay', body, idempotent(key)),
  confirmMoney: (id: number) => http.post<OrderView>('/order/receivedmoney', { id }),
  deliver: (body: { id: number; deliveryNo: string; carrier: string }) => http.post<OrderView>('/order/deliver', body),
  receive: (body: { id: number; remark?: string }) => http.post<OrderView>('/order/receive', body),
  requestCancel: (party: OrderParty, body: { id: number; reason: string }) =>
    http.post<OrderView>(party === 'buyer' ? '/order/buyercancel' : '/order/sellercancel', body),
  confirmCancel: (party: OrderParty, id: number) =>
    http.post<OrderView>(party === 'buyer' ? '/order/buyer/cancel/enter' : '/order/seller/cancel/enter', { id }),
  refuseCancel: (body: { id: number; reason?: string }) => http.post<OrderView>('/order/refuse/cancel', body),

  // The contract calls (issue 5 items 3 and 5); the PDF download is contract-download.ts (a file, not an envelope).
  generateContract: (id: number) => http.post<unknown>('/order/contract/generate', { id }),
  sendSignCode: (id: number) => http.post<SignCodeSent>('/order/send/sms/sign/code', { id }),
  signContract: (body: { id: number; code: string }) => http.post<unknown>('/order/sign/contract', body),
  cancelContract: (body: { id: number; reason: string }) => http.post<unknown>('/order/cancelContract', body),
};

/** The answer of /order/delivers (contracts' orderDeliversResultSchema): each order's outcome in the caller's language. */
export interface DeliverOutcome {
  id: number;
  ok: boolean;
  msg: string;
}

/** One order of a batch shipment. */
export interface BatchDeliverLine {
  id: number;
  deliveryNo: string;
  carrier: string;
}

/** The order's tools beside its lifecycle: sharing, 关注, witness, invoice, batch shipping. */
export const orderToolsApi = {
  /** A new read-only link with a new password (shown once); an earlier link stops working. */
  share: (id: number) => http.post<OrderShare>('/order/share', { id }),
  /** The password of the existing link, chosen by the caller. */
  changeSharePassword: (body: { id: number; password: string }) => http.post<OrderShare>('/order/shareChangePassword', body),
  /** Makes a new link and password and sends both by SMS to `mobile`; an earlier link stops working. */
  shareSms: (body: { id: number; mobile: string }) => http.post<OrderShare>('/order/shareSms', body),
  /** Marks the order for the caller, or unmarks it. */
  toggleInterested: (id: number) => http.post<{ interested: boolean }>('/order/interested', { id }),
  /** The orders the caller marked (either side of the company), newest first. */
  interested: (body: OrderInterestedListBody) => http.post<Page<OrderView>>('/order/select/interested', body),
  updateWitness: (body: { id: number; witnessName: string; witnessMobile: string }) =>
    http.post<OrderView>('/order/update/witness', body),
  saveInvoice: (body: { id: number; invoice: Invoice }) => http.post<OrderView>('/order/save/invoice', body),
  deliverBatch: (orders: BatchDeliverLine[]) => http.post<{ results: DeliverOutcome[] }>('/order/delivers', { orders }),
};
