import type { ReceiptOrder } from '@hgsc/contracts';

/** The two sides of a trade, each with its own lists and pages. */
export type OrderSide = 'buyer' | 'seller';
/** Who reads an order: a side, the warehouse's keeper (who confirms the transfer), or the platform's operator. */
export type OrderReader = OrderSide | 'keeper' | 'operator';

/** The statuses of an order the seller never took: read as an application (申请), on the application's page. */
const APPLICATION_STATUSES: readonly ReceiptOrder['status'][] = ['applied', 'declined', 'withdrawn'];
export const isApplication = (status: ReceiptOrder['status']) => APPLICATION_STATUSES.includes(status);

/**
 * Where a side reads an order: an application on its application page (waitingJiedanDetails / toApplyFordetails),
 * an order the seller took on the order's page (waitingSellDetails / waitingbuydetails, SPEC's screen names). The
 * keeper reads the orders whose transfer it confirms from its inbox.
 */
export function orderPath(reader: Exclude<OrderReader, 'operator'>, order: Pick<ReceiptOrder, 'id' | 'status'>): string {
  if (reader === 'keeper') return `/manage/orderReceivDetails?id=${order.id}`;
  const application = isApplication(order.status);
  if (reader === 'seller') return `${application ? '/manage/waitingJiedanDetails' : '/manage/waitingSellDetails'}?id=${order.id}`;
  return `${application ? '/manage/toApplyFordetails' : '/manage/waitingbuydetails'}?id=${order.id}`;
}

export const ordersPath = (reader: Exclude<OrderReader, 'operator'>) =>
  reader === 'keeper' ? '/manage/orderReceiv' : reader === 'seller' ? '/manage/waitingSell' : '/manage/toApplyFor';
/** A receipt as its holder reads it. */
export const receiptPath = (id: number) => `/manage/warehouseReceiptdetails?id=${id}`;
/** A receipt as the keeper that registered it reads it. */
export const keeperReceiptPath = (id: number) => `/manage/newdetails?id=${id}`;
export const listingPublicPath = (id: number) => `/receiptMarket/${id}`;
