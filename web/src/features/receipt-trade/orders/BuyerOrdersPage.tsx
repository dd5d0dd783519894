import { OrdersList } from './OrdersList.tsx';

/** /manage/toApplyFor 我的购买申请: the company's applications for listed receipts, and the sellers' answers. */
export default function BuyerOrdersPage() {
  return <OrdersList side="buyer" />;
}
