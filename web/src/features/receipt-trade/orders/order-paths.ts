/** Where each side reads an order, and the pages an order links to. */
export type OrderSide = 'buyer' | 'seller';

export const orderPath = (side: OrderSide, id: number) =>
  side === 'seller' ? `/manage/waitingJiedanDetails?id=${id}` : `/manage/toApplyFordetails?id=${id}`;
export const ordersPath = (side: OrderSide) => (side === 'seller' ? '/manage/waitingSell' : '/manage/toApplyFor');
export const receiptPath = (id: number) => `/manage/warehouseReceiptdetails?id=${id}`;
export const listingPublicPath = (id: number) => `/receiptMarket/${id}`;
