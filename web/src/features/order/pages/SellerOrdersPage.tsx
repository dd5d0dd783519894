import { OrderListPage } from './OrderListPage.tsx';

/** /manage/orderlist: the company's sales. */
export default function SellerOrdersPage() {
  return <OrderListPage party="seller" />;
}
