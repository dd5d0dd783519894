import {
  INVOICE_RECORD_STATUSES,
  type IssuedInvoice,
  type IssuedInvoiceList,
  issuedInvoiceTypeLabelKey,
  type Language,
  type OrderStatus,
  translate,
} from '@hgsc/contracts';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { type CompanyAccess, hasPermission } from '../../../platform/auth/plugin.ts';
import type { Db } from '../../../platform/db/client.ts';
import { fileUrl } from '../../../platform/files/store-upload.ts';
import { storedFiles } from '../../../platform/files/tables.ts';
import { users } from '../../user/tables.ts';
import type { TradeParty } from '../order-access.ts';
import type { OrderRow } from '../tables.ts';
import { Money, remainingOf, stateOf } from './invoice-state.ts';
import { type OrderInvoiceRow, orderInvoices } from './tables.ts';

/** Whether the seller's side may record an invoice on the order as it stands (amount aside). */
export const mayRecordInvoice = (order: Pick<OrderRow, 'status'>) =>
  INVOICE_RECORD_STATUSES.includes(order.status as OrderStatus);

/** The order's recorded invoices (not removed), oldest first. */
export function recordedRows(db: Db, orderId: number) {
  return db
    .select()
    .from(orderInvoices)
    .where(and(eq(orderInvoices.orderId, orderId), isNull(orderInvoices.removedAt)))
    .orderBy(asc(orderInvoices.id));
}

/** Invoices with their files and who recorded them (one query each). */
export async function invoiceViews(db: Db, rows: readonly OrderInvoiceRow[], lang: Language): Promise<IssuedInvoice[]> {
  if (rows.length === 0) return [];
  const [files, recorders] = await Promise.all([
    db
      .select()
      .from(storedFiles)
      .where(inArray(storedFiles.key, [...new Set(rows.map((r) => r.fileKey))])),
    db
      .select({ id: users.id, name: users.name, userName: users.userName })
      .from(users)
      .where(inArray(users.id, [...new Set(rows.map((r) => r.createdBy))])),
  ]);
  const fileOf = new Map(files.map((f) => [f.key, f]));
  const recorderName = new Map(recorders.map((u) => [u.id, u.name || u.userName]));
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
      fileKey: row.fileKey,
      url: fileUrl(row.fileKey, file?.ext ?? 'pdf', true),
      fileName: file?.originalName ?? `${row.invoiceNo}.pdf`,
      size: file?.size ?? 0,
      sha256: file?.sha256 ?? '',
      recordedByName: recorderName.get(row.createdBy) ?? '',
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
  const rows = await recordedRows(db, order.id);
  const invoiced = rows.reduce((sum, r) => sum.plus(r.amount), new Money(0)).toFixed(2);
  const remainingAmount = remainingOf(invoiced, order.totalAmount);
  const recorder = viewer.party === 'seller' && hasPermission(viewer.access, 'finance.invoice') && mayRecordInvoice(order);
  return {
    invoices: await invoiceViews(db, rows, viewer.lang),
    ...stateOf(invoiced, order.totalAmount, viewer.lang),
    totalAmount: order.totalAmount,
    remainingAmount,
    canRecord: recorder && new Money(remainingAmount).greaterThan(0),
    canRemove: recorder,
  };
}
