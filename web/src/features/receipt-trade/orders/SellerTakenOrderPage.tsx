import { OrderDetailsPage } from './OrderDetails.tsx';

/**
 * /manage/waitingSellDetails?id= an order the company took as seller: the contract, the buyer's payments to confirm
 * (确认收款 / 未收到), 发起过户 once the money arrived, and cancelling by agreement before any payment.
 */
export default function SellerTakenOrderPage() {
  return <OrderDetailsPage reader="seller" title="route.manage.waitingSellDetails" />;
}
