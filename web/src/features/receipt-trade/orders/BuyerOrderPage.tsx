import { OrderDetailsPage } from './OrderDetails.tsx';

/** /manage/toApplyFordetails?id= the company's application: whose turn, 撤回 while it waits, why it was declined. */
export default function BuyerOrderPage() {
  return <OrderDetailsPage side="buyer" />;
}
