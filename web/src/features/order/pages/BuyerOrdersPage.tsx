import { OrderListPage } from './OrderListPage.tsx';

/** /manage/myorders: the company's purchases. */
export default function BuyerOrdersPage() {
  return <OrderListPage party="buyer" />;
}
