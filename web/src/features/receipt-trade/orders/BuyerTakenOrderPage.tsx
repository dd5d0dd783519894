import { OrderDetailsPage } from './OrderDetails.tsx';

/**
 * /manage/waitingbuydetails?id= an order the seller took from the company's application: the contract, 付款 in one or
 * several payments with the bank proofs, the keeper's transfer, and cancelling by agreement before any payment.
 */
export default function BuyerTakenOrderPage() {
  return <OrderDetailsPage reader="buyer" title="route.manage.waitingbuydetails" />;
}
