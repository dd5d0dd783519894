import {
  INVOICE_RECORD_STATUSES,
  type IssuedInvoiceBody,
  type IssuedInvoiceList,
  type Language,
  type OrderStatus,
} from '@hgsc/contracts';
import type { Db } from '../../../platform/db/client.ts';
import { wrongOrderStatus } from '../apply-action.ts';
import type { OrderCaller } from '../order-access.ts';
import { recordOrderEvent } from '../order-events.ts';
import { liveOrderFile, markOrderFileRemoved } from '../order-files/order-file-rows.ts';
import { invoiceOrderFor } from './invoice-access.ts';
import { invoiceList } from './invoice-views.ts';
import { orderInvoices } from './tables.ts';

/**
 * POST /order/invoice/del {id, invoiceId}: the seller (finance.invoice) removes (作废) a recorded
 * invoice of an order at 61/70/80 (409 otherwise; an order cannot be cancelled from 61 on). The row
 * is marked, no longer counts, and the removal is kept on the order's timeline. Answers the list.
 */
export async function removeInvoice(
  tx: Db,
  caller: OrderCaller,
  body: IssuedInvoiceBody,
  lang: Language,
): Promise<IssuedInvoiceList> {
  const { order, party } = await invoiceOrderFor(tx, body.id, caller, { lock: true, write: true });
  const row = await liveOrderFile(tx, orderInvoices, { orderId: order.id, id: body.invoiceId }, 'invoice.notFound');
  if (!INVOICE_RECORD_STATUSES.includes(order.status as OrderStatus)) throw wrongOrderStatus(order.status, lang);

  await markOrderFileRemoved(tx, orderInvoices, row.id, caller.userId);
  await recordOrderEvent(tx, {
    orderId: order.id,
    action: 'invoiceDeleted',
    party: 'seller',
    actorUserId: caller.userId,
    companyId: caller.company.companyId,
    fromStatus: order.status,
    toStatus: order.status,
    detail: { invoiceId: row.id, invoiceNo: row.invoiceNo, amount: row.amount },
  });
  return invoiceList(tx, order, { party, access: caller.company, lang });
}
