import type { MessageKey, NotificationTopic } from '@hgsc/contracts';
import Decimal from 'decimal.js';
import { eq } from 'drizzle-orm';
import type { NodeOperationLogRow } from '../../platform/flow/tables.ts';
import { registerNotifier } from '../../platform/notify/notifiers.ts';
import { draftsFor, type Telling } from '../company/index.ts';
import { ordersWithNames } from './order-view.ts';
import { receiptOrders } from './tables.ts';

const READERS = ['receipt.trade', 'receipt.view'] as const;

/**
 * A receipt order's steps tell the side whose turn it now is: the seller of a new application (to take or decline)
 * and of a withdrawal, the buyer of the seller's answer — or of the system's, when the listing ended under it.
 */
registerNotifier('receiptOrder', async (db, step: NodeOperationLogRow) => {
  const [found] = await ordersWithNames(db).where(eq(receiptOrders.id, step.bizId));
  if (!found) return [];
  const { row } = found;
  const seller = (kind: MessageKey, topic: NotificationTopic): Telling => ({
    companyId: row.sellerCompanyId,
    permissions: READERS,
    kind,
    topic,
  });
  const buyer = (kind: MessageKey, topic: NotificationTopic): Telling => ({
    companyId: row.buyerCompanyId,
    permissions: READERS,
    kind,
    topic,
  });
  const toSeller: Partial<Record<string, Telling[]>> = {
    apply: [seller('notify.receiptOrder.apply', 'turn')],
    withdraw: [seller('notify.receiptOrder.withdraw', 'end')],
  };
  const toBuyer: Partial<Record<string, Telling[]>> = {
    take: [buyer('notify.receiptOrder.take', 'turn')],
    decline: [buyer(row.declinedBy === 'system' ? 'notify.receiptOrder.lapsed' : 'notify.receiptOrder.decline', 'end')],
  };
  const params = {
    buyer: found.buyerName,
    seller: found.sellerName,
    product: found.productName,
    quantity: `${new Decimal(row.quantity).toString()} ${found.unit}`,
    orderNo: row.orderNo,
    reason: row.declineReason ?? '',
  };
  return [
    ...(await draftsFor(db, toSeller[step.action] ?? [], params, `/manage/waitingJiedanDetails?id=${row.id}`)),
    ...(await draftsFor(db, toBuyer[step.action] ?? [], params, `/manage/toApplyFordetails?id=${row.id}`)),
  ];
});
