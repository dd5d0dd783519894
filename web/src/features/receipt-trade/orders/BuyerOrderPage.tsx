import { OrderDetailsPage } from './OrderDetails.tsx';

/**
 * /manage/toApplyFordetails?id= the company's application: whose turn, 撤回 while it waits, why it was declined. Once
 * taken the order reads on /manage/waitingbuydetails, where this page sends it.
 */
export default function BuyerOrderPage() {
  return <OrderDetailsPage reader="buyer" title="route.manage.toApplyFordetails" />;
}
