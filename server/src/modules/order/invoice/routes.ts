import {
  envelopeSchema,
  issuedInvoiceBody,
  issuedInvoiceListSchema,
  issuedInvoiceSaveBody,
  issuedInvoiceSchema,
  orderIdBody,
} from '@hgsc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../../platform/auth/plugin.ts';
import { sendDownload } from '../../../platform/files/send-download.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { languageOf } from '../../../platform/i18n/language.ts';
import { registerOrderFileAccess } from '../files/order-file-access.ts';
import { callerOf } from '../order-access.ts';
import { downloadInvoice } from './download-invoice.ts';
import { INVOICE_FILE_READERS, INVOICE_READERS } from './invoice-access.ts';
import { listInvoices } from './list-invoices.ts';
import { recordInvoice } from './record-invoice.ts';
import { removeInvoice } from './remove-invoice.ts';
import { orderInvoices } from './tables.ts';

// Who reads an order's invoices previews their PDFs while they stand.
registerOrderFileAccess(orderInvoices, INVOICE_FILE_READERS);

const tags = ['order'];
const reading = { approvedCompany: true, permission: INVOICE_READERS } as const;
const recording = { approvedCompany: true, permission: 'finance.invoice' } as const;

/**
 * Issued invoices (发票, issue 6 item 5): the seller records the VAT invoices it issued for an order
 * after the money arrived; both parties list and download them; every order view carries 未开票 /
 * 部分开票 / 已开票 (invoice-state.ts).
 */
export const orderInvoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    '/order/invoice/list',
    {
      config: reading,
      schema: {
        tags,
        summary:
          'The invoices recorded for an order {id}, oldest first, with 未开票/部分开票/已开票, the invoiced and remaining amounts, for both parties (the side’s order permission or finance.invoice)',
        body: orderIdBody,
        response: { 200: envelopeSchema(issuedInvoiceListSchema) },
      },
    },
    async (request) => ok(request, await listInvoices(ctx.db, callerOf(request), request.body.id, languageOf(request))),
  );

  app.post(
    '/order/invoice/save',
    {
      config: recording,
      schema: {
        tags,
        summary:
          'Seller (finance.invoice), order at 61/70/80: record an issued invoice {id, type, invoiceNo, amount, issueDate, fileKey (a PDF the caller uploaded through /encry/upload/pdf), remark?}; the invoices together never exceed the order total (409)',
        body: issuedInvoiceSaveBody,
        response: { 200: envelopeSchema(issuedInvoiceSchema) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const lang = languageOf(request);
      const view = await ctx.db.transaction((tx) => recordInvoice(tx, caller, request.body, lang));
      app.logEvent(request, 'order.invoice.save', { id: request.body.id, invoiceId: view.id, amount: view.amount });
      return ok(request, view, 'invoice.saved');
    },
  );

  app.post(
    '/order/invoice/del',
    {
      config: recording,
      schema: {
        tags,
        summary:
          'Seller (finance.invoice): remove (作废) a recorded invoice {id, invoiceId} of an order at 61/70/80; it stops counting, stays on the timeline; answers the list',
        body: issuedInvoiceBody,
        response: { 200: envelopeSchema(issuedInvoiceListSchema) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const lang = languageOf(request);
      const list = await ctx.db.transaction((tx) => removeInvoice(tx, caller, request.body, lang));
      app.logEvent(request, 'order.invoice.del', request.body);
      return ok(request, list, 'invoice.deleted');
    },
  );

  app.post(
    '/order/invoice/download',
    {
      config: reading,
      schema: {
        tags,
        summary: 'The PDF of a recorded invoice {id, invoiceId} (binary application/pdf), for the order’s two parties only',
        body: issuedInvoiceBody,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const { bytes, fileName } = await downloadInvoice(ctx, callerOf(request), currentUser(request), request.body);
      return sendDownload(reply, { bytes, mime: 'application/pdf', fileName });
    },
  );
};
