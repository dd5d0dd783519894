import type { Invoice, Language } from '@hgsc/contracts';
import type { Db } from '../../platform/db/client.ts';
import { editOrder } from './edit-order.ts';
import type { OrderCaller } from './order-access.ts';

/**
 * POST /order/save/invoice (buyer, before paying — ORDER_EDITS.saveInvoice): the invoice
 * information on the order. There is no separate company default: checkout offers the invoice of
 * the company's latest order (settle's defaultInvoice).
 */
export function saveInvoice(tx: Db, caller: OrderCaller, body: { id: number; invoice: Invoice }, lang: Language) {
  return editOrder(
    tx,
    caller,
    { id: body.id, edit: 'saveInvoice', party: 'buyer', changes: { invoice: body.invoice }, detail: { invoice: body.invoice } },
    lang,
  );
}
