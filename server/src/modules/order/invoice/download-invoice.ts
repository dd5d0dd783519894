import type { IssuedInvoiceBody } from '@hgsc/contracts';
import type { AppContext } from '../../../platform/context.ts';
import type { UserRow } from '../../user/index.ts';
import type { OrderCaller } from '../order-access.ts';
import { readOrderFile } from '../order-files/read-order-file.ts';
import { invoiceOrderFor } from './invoice-access.ts';
import { orderInvoices } from './tables.ts';

/**
 * POST /order/invoice/download {id, invoiceId}: the invoice PDF for either party; another company's
 * order, an unknown or removed invoice → 404.
 */
export async function downloadInvoice(ctx: AppContext, caller: OrderCaller, user: UserRow, body: IssuedInvoiceBody) {
  const { order } = await invoiceOrderFor(ctx.db, body.id, caller);
  const where = { orderId: order.id, id: body.invoiceId };
  const { row, bytes } = await readOrderFile(ctx, orderInvoices, where, user, 'invoice.notFound');
  return { bytes, fileName: `${row.invoiceNo}.pdf` };
}
