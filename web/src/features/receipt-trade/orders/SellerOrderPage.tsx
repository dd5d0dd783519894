import { OrderDetailsPage } from './OrderDetails.tsx';

/**
 * /manage/waitingJiedanDetails?id= an application to the company's listing: whose turn, 接单 / 拒绝. Once taken the
 * order reads on /manage/waitingSellDetails, where this page sends it (a notification's link may still lead here).
 */
export default function SellerOrderPage() {
  return <OrderDetailsPage reader="seller" title="route.manage.waitingJiedanDetails" />;
}
