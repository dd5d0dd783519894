import type {
  BuyerOrderTab,
  OrderDetail,
  OrderDirectPutBody,
  OrderListBody,
  OrderPlaced,
  OrderPutBody,
  OrderSettle,
  OrderSettleBody,
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
  settle: (body: OrderSettleBody) => http.post<OrderSettle>('/order/settle', body),
  /** The key makes a double click or a retry answer the first placing instead of placing twice. */
  put: (body: OrderPutBody, key: string) => http.post<OrderPlaced>('/order/putorder', body, idempotent(key)),
  directPut: (body: OrderDirectPutBody, key: string) => http.post<OrderPlaced>('/order/direct/putorder', body, idempotent(key)),

  list: (party: OrderParty, tab: OrderTab, body: OrderListBody) => http.post<Page<OrderView>>(`/order/${party}/${tab}`, body),
  count: (party: OrderParty) => http.post<Record<string, number>>(`/order/${party}/count`),
  /** A 404 (not the caller's order) is the page's to explain, not a toast. */
  detail: (id: number) => http.post<OrderDetail>('/order/detail', { id }, { passCodes: [404] }),
  /** Public: the order behind a share link, opened with its password. */
  sharedView: (token: string, password: string) => http.post<OrderDetail>('/order/share/view', { token, password }),

  updatePrice: (body: { id: number; items: { itemId: number; price: string }[]; freightAmount?: string; reason: string }) =>
    http.post<OrderView>('/order/updateOrderPrice', body),
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
