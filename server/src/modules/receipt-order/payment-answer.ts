import type { Language, ReceiptPayment, ReceiptPaymentAnswer } from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { sidesSeeing, tradingSides } from './bindings.ts';
import { paymentsOf, paymentViews } from './payment-view.ts';
import { readReceiptOrder } from './read-order.ts';
import { type ReceiptOrderRow, receiptOrderPayments, receiptOrders } from './tables.ts';

/** The order a payment belongs to, as one of its trading sides sees it; to anyone else the payment is not found. */
async function orderOfPayment(db: Db, paymentId: number, companyId: number) {
  const [found] = await db
    .select({ payment: receiptOrderPayments, order: receiptOrders })
    .from(receiptOrderPayments)
    .innerJoin(receiptOrders, eq(receiptOrders.id, receiptOrderPayments.orderId))
    .where(eq(receiptOrderPayments.id, paymentId));
  const sides = found ? tradingSides(sidesSeeing(found.order, companyId)) : [];
  if (!found || sides.length === 0) throw notFound('receiptPayment.notFound');
  return { ...found, sides };
}

/** /apply/payment/detail: one payment with its proofs. */
export async function readPayment(db: Db, paymentId: number, companyId: number, lang: Language): Promise<ReceiptPayment> {
  const { payment, order, sides } = await orderOfPayment(db, paymentId, companyId);
  const [view] = await paymentViews(db, order, [payment], sides, lang);
  return view as ReceiptPayment;
}

/** A payment step's answer: the payment and its order as they stand after it. */
export async function paymentAnswer(db: Db, paymentId: number, companyId: number, lang: Language): Promise<ReceiptPaymentAnswer> {
  const payment = await readPayment(db, paymentId, companyId, lang);
  return { payment, order: await readReceiptOrder(db, payment.orderId, companyId, lang) };
}

/** /apply/payment/list: an order's payments, to its buyer and its seller. */
export async function listPayments(db: Db, orderId: number, companyId: number, lang: Language) {
  const [order] = await db.select().from(receiptOrders).where(eq(receiptOrders.id, orderId));
  const sides = order ? tradingSides(sidesSeeing(order, companyId)) : [];
  if (!order || sides.length === 0) throw notFound('receiptOrder.notFound');
  return { payments: await paymentViews(db, order as ReceiptOrderRow, await paymentsOf(db, orderId), sides, lang) };
}

/** The order id of a payment the company is a trading side of (404 otherwise), for a step to lock the order first. */
export async function orderIdOfPayment(db: Db, paymentId: number, companyId: number): Promise<number> {
  return (await orderOfPayment(db, paymentId, companyId)).order.id;
}
