import { registerLogReadRule } from '../../platform/flow/readers.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { orderForCaller } from './order-access.ts';
import { ORDER_LOG } from './order-events.ts';

/** An order's log is read by who may read the order (/order/detail's rule: either side, its order permission). */
registerLogReadRule(ORDER_LOG, async (db, reader, orderId) => {
  if (!reader.company) throw notFound('order.notFound');
  await orderForCaller(db, orderId, { userId: reader.userId, company: reader.company });
});
