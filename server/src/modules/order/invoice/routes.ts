import { orderInvoiceRoutes as routes } from '@hgsc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { callerOf } from '../../../platform/auth/caller.ts';
import { command, download, query } from '../../../platform/http/endpoint.ts';
import { registerOrderFileAccess } from '../order-files/order-file-access.ts';
import { downloadInvoice } from './download-invoice.ts';
import { INVOICE_FILE_READERS } from './invoice-access.ts';
import { listInvoices } from './list-invoices.ts';
import { recordInvoice } from './record-invoice.ts';
import { removeInvoice } from './remove-invoice.ts';
import { orderInvoices } from './tables.ts';

// Who reads an order's invoices previews their PDFs while they stand.
registerOrderFileAccess(orderInvoices, INVOICE_FILE_READERS);

/**
 * Issued invoices (发票): the seller records the VAT invoices it issued for an order
 * after the money arrived; both parties list and download them; every order view carries 未开票 /
 * 部分开票 / 已开票 (invoice-state.ts).
 */
export const orderInvoiceRoutes: FastifyPluginAsync = async (app) => {
  query(app, routes.list, ({ ctx, request, input, lang }) => listInvoices(ctx.db, callerOf(request), input.id, lang));

  // Both lock the order in the endpoint's transaction, so the invoices together never exceed its total.
  command(app, routes.save, ({ ctx, request, input, lang }) => recordInvoice(ctx.db, callerOf(request), input, lang), {
    message: 'invoice.saved',
    log: {
      event: 'order.invoice.save',
      detail: (view, { input }) => ({ id: input.id, invoiceId: view.id, amount: view.amount }),
    },
  });
  command(app, routes.remove, ({ ctx, request, input, lang }) => removeInvoice(ctx.db, callerOf(request), input, lang), {
    message: 'invoice.deleted',
    log: { event: 'order.invoice.del', detail: (_list, { input }) => input },
  });

  download(app, routes.download, async ({ ctx, request, user, input }) => {
    const { bytes, fileName } = await downloadInvoice(ctx, callerOf(request), user, input);
    return { bytes, mime: 'application/pdf', fileName };
  });
};
