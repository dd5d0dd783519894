import type { invoiceZh } from './invoice.zh.ts';

/** The issued-invoice messages in English (order/invoice), merged into en.ts. */
export const invoiceEn: Record<keyof typeof invoiceZh, string> = {
  'invoice.type.vatSpecial': 'Special VAT invoice',
  'invoice.type.vatNormal': 'Ordinary VAT invoice',
  'invoice.type.electronicSpecial': 'E-invoice (special VAT)',
  'invoice.type.electronicNormal': 'E-invoice (ordinary)',
  'invoice.status.none': 'Not invoiced',
  'invoice.status.partial': 'Partly invoiced',
  'invoice.status.full': 'Invoiced',
  'invoice.saved': 'Invoice recorded',
  'invoice.deleted': 'Invoice removed',
  'invoice.notFound': 'Invoice not found',
  'invoice.numberInvalid': 'The invoice number must be 8 to 20 digits',
  'invoice.fileInvalid': 'The invoice file must be a PDF you uploaded',
  'invoice.sellerOnly': 'Only the seller records or removes invoices',
  'invoice.overTotal': 'The invoices cannot exceed the order total; ¥{{remaining}} may still be invoiced',
  'invoice.duplicate': 'This invoice number is already recorded',
  'invoice.dateInFuture': 'The issue date cannot be later than today',
  'order.action.invoiceRecorded': 'Invoice recorded',
  'order.action.invoiceDeleted': 'Invoice removed',
};
