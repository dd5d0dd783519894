import { chinaDate, type IssuedInvoice, type IssuedInvoiceSaveBody, type Language } from '@hgsc/contracts';
import type { Db } from '../../../platform/db/client.ts';
import { violatedUniqueConstraint } from '../../../platform/db/errors.ts';
import { invalidField, wrongState } from '../../../platform/http/app-error.ts';
import { wrongOrderStatus } from '../apply-action.ts';
import type { OrderCaller } from '../order-access.ts';
import { recordOrderEvent } from '../order-events.ts';
import { liveOrderFiles } from '../order-files/order-file-rows.ts';
import { ownPrivateUpload } from '../order-files/own-private-upload.ts';
import { invoiceOrderFor } from './invoice-access.ts';
import { invoiceableAmount, Money, remainingOf } from './invoice-state.ts';
import { invoiceViews, mayRecordInvoice } from './invoice-views.ts';
import { orderInvoices } from './tables.ts';

/**
 * POST /order/invoice/save: the seller (finance.invoice) records an invoice it issued for the order
 * once the money arrived (61, 70, 80; 409 otherwise): type, number (once per order), amount, date
 * (not in the future), the PDF it uploaded (/encry/upload/pdf, else 400 naming fileKey). The order is
 * locked, so the invoices together never exceed the order's total (409 naming what is left) even
 * when two are recorded at once; the sum is exact decimal arithmetic. Kept on the order's timeline.
 */
export async function recordInvoice(
  tx: Db,
  caller: OrderCaller,
  body: IssuedInvoiceSaveBody,
  lang: Language,
): Promise<IssuedInvoice> {
  const { order } = await invoiceOrderFor(tx, body.id, caller, { lock: true, write: true });
  if (!mayRecordInvoice(order)) throw wrongOrderStatus(order.status, lang);
  if (body.issueDate > chinaDate()) throw invalidField('issueDate', 'invoice.dateInFuture');

  const file = await ownPrivateUpload(
    tx,
    { fileKey: body.fileKey, userId: caller.userId, mimes: ['application/pdf'] },
    'invoice.fileInvalid',
  );

  const recorded = await liveOrderFiles(tx, orderInvoices, order.id);
  if (recorded.some((r) => r.invoiceNo === body.invoiceNo)) throw wrongState('invoice.duplicate');
  const invoiced = recorded.reduce((sum, r) => sum.plus(r.amount), new Money(0));
  const total = invoiceableAmount(order);
  if (invoiced.plus(body.amount).greaterThan(total))
    throw wrongState('invoice.overTotal', { remaining: remainingOf(invoiced.toFixed(2), total) });

  const amount = new Money(body.amount).toFixed(2);
  let row: typeof orderInvoices.$inferSelect | undefined;
  try {
    [row] = await tx
      .insert(orderInvoices)
      .values({
        orderId: order.id,
        type: body.type,
        invoiceNo: body.invoiceNo,
        amount,
        issueDate: body.issueDate,
        remark: body.remark || null,
        fileKey: file.key,
        companyId: caller.company.companyId,
        createdBy: caller.userId,
      })
      .returning();
  } catch (error) {
    if (violatedUniqueConstraint(error) === 'order_invoices_no_unique') throw wrongState('invoice.duplicate');
    throw error;
  }
  if (!row) throw new Error('invoice not recorded');
  await recordOrderEvent(tx, {
    orderId: order.id,
    action: 'invoiceRecorded',
    party: 'seller',
    actorUserId: caller.userId,
    companyId: caller.company.companyId,
    fromStatus: order.status,
    toStatus: order.status,
    detail: { invoiceId: row.id, type: row.type, invoiceNo: row.invoiceNo, amount, issueDate: row.issueDate },
  });
  const [view] = await invoiceViews(tx, [row], lang);
  if (!view) throw new Error('invoice has no view');
  return view;
}
