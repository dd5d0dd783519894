import type { ReceiptOrderSide } from '@hgsc/contracts';
import { type Language, paymentAnswers, paymentStatusLabelKey, type ReceiptPayment, translate } from '@hgsc/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { fileViewsByKey, fileViewsOf } from '../../platform/files/file-views.ts';
import { type ReceiptOrderRow, type ReceiptPaymentRow, receiptOrderPayments } from './tables.ts';

/** What a side may do with a payment now: the buyer withdraw it, the seller confirm or refuse it, while it waits. */
const paymentActions = (payment: ReceiptPaymentRow, order: ReceiptOrderRow, sides: readonly ReceiptOrderSide[]) =>
  paymentAnswers(payment.status, ['signed', 'paid'].includes(order.status) && !order.cancelRequestedBy, {
    payer: sides.includes('buyer'),
    payee: sides.includes('seller'),
  });

/** Payments of an order as a side sees them, with their proof files. */
export async function paymentViews(
  db: Db,
  order: ReceiptOrderRow,
  payments: readonly ReceiptPaymentRow[],
  sides: readonly ReceiptOrderSide[],
  lang: Language,
): Promise<ReceiptPayment[]> {
  const files = await fileViewsByKey(
    db,
    payments.flatMap((p) => p.proofKeys),
  );
  return payments.map((payment) => ({
    id: payment.id,
    paymentNo: payment.paymentNo,
    orderId: order.id,
    orderNo: order.orderNo,
    amount: payment.amount,
    status: payment.status,
    statusLabel: translate(paymentStatusLabelKey(payment.status), lang),
    proofs: fileViewsOf(files, payment.proofKeys),
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
