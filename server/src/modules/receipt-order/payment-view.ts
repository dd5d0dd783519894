import type { ReceiptOrderSide } from '@hgsc/contracts';
import { type Language, type ReceiptPayment, receiptPaymentStatusLabelKey, translate } from '@hgsc/contracts';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { fileUrl } from '../../platform/files/store-upload.ts';
import { storedFiles } from '../../platform/files/tables.ts';
import { type ReceiptOrderRow, type ReceiptPaymentRow, receiptOrderPayments } from './tables.ts';

/** What a side may do with a payment now: the buyer withdraw it, the seller confirm or refuse it, while it waits. */
function paymentActions(payment: ReceiptPaymentRow, order: ReceiptOrderRow, sides: readonly ReceiptOrderSide[]) {
  if (payment.status !== 'submitted' || !['signed', 'paid'].includes(order.status) || order.cancelRequestedBy) return [];
  const actions: ReceiptPayment['actions'] = [];
  if (sides.includes('buyer')) actions.push('withdraw');
  if (sides.includes('seller')) actions.push('confirm', 'refuse');
  return actions;
}

/** Payments of an order as a side sees them, with their proof files. */
export async function paymentViews(
  db: Db,
  order: ReceiptOrderRow,
  payments: readonly ReceiptPaymentRow[],
  sides: readonly ReceiptOrderSide[],
  lang: Language,
): Promise<ReceiptPayment[]> {
  const keys = [...new Set(payments.flatMap((p) => p.proofKeys))];
  const files =
    keys.length === 0
      ? []
      : await db
          .select({
            key: storedFiles.key,
            name: storedFiles.originalName,
            mime: storedFiles.mime,
            ext: storedFiles.ext,
            encrypted: storedFiles.encrypted,
          })
          .from(storedFiles)
          .where(inArray(storedFiles.key, keys));
  const byKey = new Map(files.map((f) => [f.key, f]));
  return payments.map((payment) => ({
    id: payment.id,
    paymentNo: payment.paymentNo,
    orderId: order.id,
    orderNo: order.orderNo,
    amount: payment.amount,
    status: payment.status,
    statusLabel: translate(receiptPaymentStatusLabelKey(payment.status), lang),
    proofs: payment.proofKeys.flatMap((key) => {
      const file = byKey.get(key);
      return file ? [{ key, name: file.name, mime: file.mime, url: fileUrl(key, file.ext, file.encrypted) }] : [];
    }),
    remark: payment.remark,
    refuseReason: payment.refuseReason,
    createdAt: payment.createdAt.toISOString(),
    answeredAt: payment.answeredAt?.toISOString() ?? null,
    actions: paymentActions(payment, order, sides),
  }));
}

/** An order's payments, oldest first. */
export const paymentsOf = (db: Db, orderId: number) =>
  db.select().from(receiptOrderPayments).where(eq(receiptOrderPayments.orderId, orderId)).orderBy(asc(receiptOrderPayments.id));
