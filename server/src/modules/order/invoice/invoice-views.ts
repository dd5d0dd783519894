import {
  INVOICE_RECORD_STATUSES,
  type IssuedInvoice,
  type IssuedInvoiceList,
  issuedInvoiceTypeLabelKey,
  type Language,
  type OrderStatus,
  translate,
} from '@hgsc/contracts';
import { type CompanyAccess, hasPermission } from '../../../platform/auth/plugin.ts';
import type { Db } from '../../../platform/db/client.ts';
import type { TradeParty } from '../order-access.ts';
import { liveOrderFiles } from '../order-files/order-file-rows.ts';
import { filesAndPeople, storedFileFacts } from '../order-files/order-file-views.ts';
import type { OrderRow } from '../tables.ts';
import { invoiceableAmount, Money, remainingOf, stateOf } from './invoice-state.ts';
import { type OrderInvoiceRow, orderInvoices } from './tables.ts';

/** Whether the seller's side may record an invoice on the order as it stands (amount aside). */
export const mayRecordInvoice = (order: Pick<OrderRow, 'status'>) =>
  INVOICE_RECORD_STATUSES.includes(order.status as OrderStatus);

/** Invoices with their files and who recorded them (one query each). */
export async function invoiceViews(db: Db, rows: readonly OrderInvoiceRow[], lang: Language): Promise<IssuedInvoice[]> {
  if (rows.length === 0) return [];
  const { fileOf, nameOf } = await filesAndPeople(
    db,
    rows.map((r) => r.fileKey),
    rows.map((r) => r.createdBy),
  );
  return rows.map((row) => {
    const file = fileOf.get(row.fileKey);
    return {
      id: row.id,
      orderId: row.orderId,
      type: row.type,
      typeLabel: translate(issuedInvoiceTypeLabelKey(row.type), lang),
      invoiceNo: row.invoiceNo,
      amount: row.amount,
      issueDate: row.issueDate,
      remark: row.remark,
      ...storedFileFacts(row.fileKey, file, 'pdf'),
      fileName: file?.originalName ?? `${row.invoiceNo}.pdf`,
      recordedByName: nameOf.get(row.createdBy) ?? '',
      createdAt: row.createdAt.toISOString(),
    };
  });
}

/** The order's invoice list as `party` with `access` sees it. */
export async function invoiceList(
  db: Db,
  order: OrderRow,
  viewer: { party: TradeParty; access: CompanyAccess; lang: Language },
): Promise<IssuedInvoiceList> {
  const rows = await liveOrderFiles(db, orderInvoices, order.id);
  const invoiced = rows.reduce((sum, r) => sum.plus(r.amount), new Money(0)).toFixed(2);
  const total = invoiceableAmount(order);
  const remainingAmount = remainingOf(invoiced, total);
  const recorder = viewer.party === 'seller' && hasPermission(viewer.access, 'finance.invoice') && mayRecordInvoice(order);
  return {
    invoices: await invoiceViews(db, rows, viewer.lang),
    ...stateOf(invoiced, total, viewer.lang),
    totalAmount: total,
    remainingAmount,
    canRecord: recorder && new Money(remainingAmount).greaterThan(0),
    canRemove: recorder,
  };
}
