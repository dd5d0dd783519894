import type { IssuedInvoice, IssuedInvoiceList, IssuedInvoiceType } from '@hgsc/contracts';
import { downloadPostedFile } from '../../../shared/request/binary-download.ts';
import { http } from '../../../shared/request/http.ts';
import { ORDER_QUERY_KEY } from '../api.ts';

/** Under ORDER_QUERY_KEY: recording an invoice refreshes the order (its 已开票 tag) and its lists. */
export const invoiceKeys = {
  list: (orderId: number) => [...ORDER_QUERY_KEY, 'invoices', orderId] as const,
};

export interface InvoiceSaveValues {
  id: number;
  type: IssuedInvoiceType;
  invoiceNo: string;
  amount: string;
  issueDate: string;
  fileKey: string;
  remark?: string;
}

/** The issued invoices of an order (issue 6 item 5): /order/invoice/*. */
export const invoiceApi = {
  list: (orderId: number) => http.post<IssuedInvoiceList>('/order/invoice/list', { id: orderId }, { passCodes: [403] }),
  save: (body: InvoiceSaveValues) => http.post<IssuedInvoice>('/order/invoice/save', body),
  remove: (orderId: number, invoiceId: number) => http.post<IssuedInvoiceList>('/order/invoice/del', { id: orderId, invoiceId }),
  /** The PDF itself (not an envelope), saved under the invoice number. */
  download: (invoice: IssuedInvoice) =>
    downloadPostedFile('/order/invoice/download', { id: invoice.orderId, invoiceId: invoice.id }, `${invoice.invoiceNo}.pdf`),
};
