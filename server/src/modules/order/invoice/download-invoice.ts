import type { IssuedInvoiceBody } from '@hgsc/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../../platform/context.ts';
import { readStoredFile } from '../../../platform/files/read-file.ts';
import { notFound } from '../../../platform/http/app-error.ts';
import type { UserRow } from '../../user/tables.ts';
import type { OrderCaller } from '../order-access.ts';
import { invoiceOrderFor } from './invoice-access.ts';
import { orderInvoices } from './tables.ts';

/**
 * POST /order/invoice/download {id, invoiceId}: the invoice PDF for either party; another company's
 * order, an unknown or removed invoice → 404.
 */
export async function downloadInvoice(ctx: AppContext, caller: OrderCaller, user: UserRow, body: IssuedInvoiceBody) {
  const { order } = await invoiceOrderFor(ctx.db, body.id, caller);
  const [row] = await ctx.db
    .select()
    .from(orderInvoices)
    .where(and(eq(orderInvoices.id, body.invoiceId), eq(orderInvoices.orderId, order.id), isNull(orderInvoices.removedAt)));
  if (!row) throw notFound('invoice.notFound');
  const { bytes } = await readStoredFile(ctx, row.fileKey, user, { publicOnly: false });
  return { bytes, fileName: `${row.invoiceNo}.pdf` };
}
