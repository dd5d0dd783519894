import { OrderDetailsPage } from './OrderDetails.tsx';

/** /manage/waitingJiedanDetails?id= an order to the company's listing: whose turn, 接单 / 拒绝, the receipt once taken. */
export default function SellerOrderPage() {
  return <OrderDetailsPage side="seller" />;
}
