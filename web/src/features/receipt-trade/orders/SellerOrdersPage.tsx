import { OrdersList } from './OrdersList.tsx';

/** /manage/waitingSell 待售订单: buyers' applications to the company's listings, to take or decline. */
export default function SellerOrdersPage() {
  return <OrdersList side="seller" />;
}
