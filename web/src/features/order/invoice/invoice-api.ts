import { type IssuedInvoice, orderInvoiceRoutes, type RouteInput } from '@hgsc/contracts';
import { downloadPostedFile } from '../../../shared/request/binary-download.ts';
import { call } from '../../../shared/request/call.ts';
import { ORDER_QUERY_KEY } from '../api.ts';

/** Under ORDER_QUERY_KEY: recording an invoice refreshes the order (its 已开票 tag) and its lists. */
export const invoiceKeys = {
  list: (orderId: number) => [...ORDER_QUERY_KEY, 'invoices', orderId] as const,
};

export type InvoiceSaveValues = RouteInput<typeof orderInvoiceRoutes.save>;

/** The issued invoices of an order: /order/invoice/*. */
export const invoiceApi = {
  list: (orderId: number) => call(orderInvoiceRoutes.list, { id: orderId }, { passCodes: [403] }),
  save: (body: InvoiceSaveValues) => call(orderInvoiceRoutes.save, body),
  remove: (orderId: number, invoiceId: number) => call(orderInvoiceRoutes.remove, { id: orderId, invoiceId }),
  /** The PDF itself (not an envelope), saved under the invoice number. */
  download: (invoice: IssuedInvoice) =>
    downloadPostedFile(
      orderInvoiceRoutes.download.path,
      { id: invoice.orderId, invoiceId: invoice.id },
      `${invoice.invoiceNo}.pdf`,
    ),
};
