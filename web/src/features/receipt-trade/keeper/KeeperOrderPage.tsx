import { OrderDetailsPage } from '../orders/OrderDetails.tsx';

/**
 * /manage/orderReceivDetails?id= an order whose receipt the company keeps, as its keeper reads it: the transfer it
 * confirms (确认过户 / 退回), the goods, the two sides and the days of each step, and the order's log.
 */
export default function KeeperOrderPage() {
  return <OrderDetailsPage reader="keeper" title="route.manage.orderReceivDetails" />;
}
