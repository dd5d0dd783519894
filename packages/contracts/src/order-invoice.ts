import { z } from 'zod';
import { dateField } from './certificate.ts';
import { ORDER_STATUS, type OrderStatus } from './enums.ts';
import { idField, stringField } from './fields.ts';
import { fileKeyField } from './files.ts';
import type { MessageKey } from './i18n/zh.ts';
import type { PermissionCode } from './permissions.ts';
import { moneyField } from './product.ts';
import { defineRoute, fileAnswer } from './route.ts';

/**
 * Issued invoices (发票, SPEC §1): after the buyer's money arrived the seller records each VAT
 * invoice it issued for the order — type, number, amount, date and the PDF. Several invoices may
 * cover one order (partial invoicing) but together never more than the order's total; the order
 * shows 未开票 / 部分开票 / 已开票. (The buyer's invoice *information* for checkout is order.ts's
 * `invoiceSchema`; this is the invoice the seller actually issued.)
 */
export const ISSUED_INVOICE_TYPES = ['vatSpecial', 'vatNormal', 'electronicSpecial', 'electronicNormal'] as const;
export type IssuedInvoiceType = (typeof ISSUED_INVOICE_TYPES)[number];
export const issuedInvoiceTypeLabelKey = (type: IssuedInvoiceType): MessageKey => `invoice.type.${type}`;

/** How much of the order's total the recorded invoices cover. */
export const INVOICE_STATUSES = ['none', 'partial', 'full'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const invoiceStatusLabelKey = (status: InvoiceStatus): MessageKey => `invoice.status.${status}`;

/**
 * Where the seller may record or remove (作废) an invoice: the money arrived (61), partly shipped (65), shipped (70),
 * waiting for the balance (75), complete (80). An order cannot be cancelled from 61 on, so these are all the statuses an invoice
 * can exist in.
 */
export const INVOICE_RECORD_STATUSES: readonly OrderStatus[] = [
  ORDER_STATUS.SELLER_RECEIVED_MONEY,
  ORDER_STATUS.PART_SHIPPED,
  ORDER_STATUS.AWAITING_RECEIPT,
  ORDER_STATUS.BALANCE_DUE,
  ORDER_STATUS.REFUND_DUE,
  ORDER_STATUS.COMPLETE,
];

/** 发票号码: 8 digits (paper invoices) up to 20 digits (全电发票). */
export const INVOICE_NUMBER_PATTERN = /^\d{8,20}$/;

/** POST /order/invoice/save: one invoice the seller issued for the order. */
export const issuedInvoiceSaveBody = z
  .object({
    id: idField,
    type: z.enum(ISSUED_INVOICE_TYPES, { error: 'field.invalid' }),
    invoiceNo: stringField().trim().regex(INVOICE_NUMBER_PATTERN, { error: 'invoice.numberInvalid' }),
    /** Tax-inclusive amount of this invoice, positive, at most 2 decimals. */
    amount: moneyField,
    /** 开票日期 (YYYY-MM-DD, China); not in the future. */
    issueDate: dateField,
    /** The invoice PDF the caller uploaded (/encry/upload/pdf). */
    fileKey: fileKeyField,
    remark: stringField().trim().max(200, { error: 'field.tooLong' }).optional(),
  })
  .strict();
export type IssuedInvoiceSaveBody = z.infer<typeof issuedInvoiceSaveBody>;

/** POST /order/invoice/download and /del: {id: order id, invoiceId}. */
export const issuedInvoiceBody = z.object({ id: idField, invoiceId: idField }).strict();
export type IssuedInvoiceBody = z.infer<typeof issuedInvoiceBody>;

export const issuedInvoiceSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  type: z.enum(ISSUED_INVOICE_TYPES),
  typeLabel: z.string(),
  invoiceNo: z.string(),
  amount: z.string(),
  issueDate: z.string(),
  remark: z.string().nullable(),
  /** The PDF: key, preview URL (/seeEncryptionView, both parties), file name, size, SHA-256. */
  fileKey: z.string(),
  url: z.string(),
  fileName: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  recordedByName: z.string(),
  createdAt: z.string(),
});
export type IssuedInvoice = z.infer<typeof issuedInvoiceSchema>;

/** The invoice state of an order (carried by every order view, and by the invoice list). */
export const orderInvoiceStateShape = {
  invoiceStatus: z.enum(INVOICE_STATUSES),
  invoiceStatusLabel: z.string(),
  /** The sum of the recorded invoices (2 decimals). */
  invoicedAmount: z.string(),
};

/** POST /order/invoice/list: the order's invoices (oldest first), the covered and remaining amounts. */
export const issuedInvoiceListSchema = z.object({
  invoices: z.array(issuedInvoiceSchema),
  ...orderInvoiceStateShape,
  totalAmount: z.string(),
  /** What may still be invoiced: total − invoiced. */
  remainingAmount: z.string(),
  /** The caller (the seller, with 发票管理) may record an invoice now. */
  canRecord: z.boolean(),
  /** The caller (the seller, with 发票管理) may remove a recorded invoice now. */
  canRemove: z.boolean(),
});
export type IssuedInvoiceList = z.infer<typeof issuedInvoiceListSchema>;

// ---------------------------------------------------------------- routes

/** POST /order/invoice/list: the order `id` (order.ts's orderIdBody, not imported: order.ts imports this file). */
const invoiceOrderBody = z.object({ id: idField }).strict();

const tags = ['order'];
/** Who reads an order's invoices: either side's order permission (buy.order, shop.order) or 发票管理. */
export const INVOICE_READER_PERMISSIONS: readonly PermissionCode[] = ['buy.order', 'shop.order', 'finance.invoice'];
const reading = { approvedCompany: true, permission: INVOICE_READER_PERMISSIONS } as const;
const recording = { approvedCompany: true, permission: 'finance.invoice' } as const;

/**
 * Issued invoices (发票, SPEC §1): the seller records the VAT invoices it issued for an order after the money
 * arrived; both parties list and download them.
 */
export const orderInvoiceRoutes = {
  list: defineRoute({
    method: 'POST',
    path: '/order/invoice/list',
    input: invoiceOrderBody,
    answer: issuedInvoiceListSchema,
    summary:
      'The invoices recorded for an order {id}, oldest first, with 未开票/部分开票/已开票, the invoiced and remaining amounts, for both parties (the side’s order permission or finance.invoice)',
    tags,
    ...reading,
  }),
  save: defineRoute({
    method: 'POST',
    path: '/order/invoice/save',
    input: issuedInvoiceSaveBody,
    answer: issuedInvoiceSchema,
    summary:
      'Seller (finance.invoice), order at 61/70/80: record an issued invoice {id, type, invoiceNo, amount, issueDate, fileKey (a PDF the caller uploaded through /encry/upload/pdf), remark?}; the invoices together never exceed the order total (409)',
    tags,
    ...recording,
  }),
  remove: defineRoute({
    method: 'POST',
    path: '/order/invoice/del',
    input: issuedInvoiceBody,
    answer: issuedInvoiceListSchema,
    summary:
      'Seller (finance.invoice): remove (作废) a recorded invoice {id, invoiceId} of an order at 61/70/80; it stops counting, stays on the timeline; answers the list',
    tags,
    ...recording,
  }),
  download: defineRoute({
    method: 'POST',
    path: '/order/invoice/download',
    input: issuedInvoiceBody,
    answer: fileAnswer,
    produces: ['application/pdf'],
    summary: 'The PDF of a recorded invoice {id, invoiceId} (binary application/pdf), for the order’s two parties only',
    tags,
    ...reading,
  }),
};
