import { type Language, paymentStatusLabelKey, type ReceiptPaymentAnswer, translate } from '@hgsc/contracts';
import Decimal from 'decimal.js';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { takeStep } from '../../platform/flow/engine.ts';
import { notFound, wrongState } from '../../platform/http/app-error.ts';
import type { ReceiptCaller } from '../warehouse-receipt/index.ts';
import { RECEIPT_ORDER_BINDING } from './bindings.ts';
import { actorOf, lockOrderAs } from './order-actor.ts';
import { orderIdOfPayment, paymentAnswer } from './payment-answer.ts';
import { type ReceiptOrderRow, type ReceiptPaymentRow, receiptOrderPayments } from './tables.ts';

/** The order locked first, then its payment: every payment step locks in that order. A payment answered is 409. */
async function lockWaitingPayment(
  tx: Db,
  caller: ReceiptCaller,
  input: { orderId: number; paymentId: number; side: 'buyer' | 'seller' },
  lang: Language,
): Promise<{ order: ReceiptOrderRow; payment: ReceiptPaymentRow }> {
  const order = await lockOrderAs(tx, input.orderId, caller, input.side);
  const [payment] = await tx
    .select()
    .from(receiptOrderPayments)
    .where(and(eq(receiptOrderPayments.id, input.paymentId), eq(receiptOrderPayments.orderId, order.id)))
    .for('update');
  if (!payment) throw notFound('receiptPayment.notFound');
  if (payment.status !== 'submitted')
    throw wrongState('receiptPayment.wrongStatus', {
      status: translate(paymentStatusLabelKey(payment.status), lang),
    });
  return { order, payment };
}

async function answerPayment(
  tx: Db,
  payment: ReceiptPaymentRow,
  caller: ReceiptCaller,
  change: Pick<ReceiptPaymentRow, 'status'> & Partial<Pick<ReceiptPaymentRow, 'refuseReason'>>,
) {
  await tx
    .update(receiptOrderPayments)
    .set({ ...change, answeredBy: caller.userId, answeredAt: new Date() })
    .where(eq(receiptOrderPayments.id, payment.id));
}

/**
 * /wr/order/collections (seller): the payment arrived. The confirmation that makes the confirmed money the whole amount
 * marks the order collected (it is then paid in full: nothing confirmed was not declared).
 */
export async function collectPayment(
  tx: Db,
  caller: ReceiptCaller,
  body: { id: number; paymentId: number },
  lang: Language,
): Promise<ReceiptPaymentAnswer> {
  const { order, payment } = await lockWaitingPayment(
    tx,
    caller,
    { orderId: body.id, paymentId: body.paymentId, side: 'seller' },
    lang,
  );
  const collected = new Decimal(order.collectedAmount).plus(payment.amount);
  await takeStep(tx, RECEIPT_ORDER_BINDING, {
    id: order.id,
    action: collected.equals(order.amount) ? 'collect' : 'collectPart',
    actor: actorOf(caller, 'seller'),
    changes: { collectedAmount: collected.toFixed(2) },
    detail: { paymentNo: payment.paymentNo, amount: payment.amount },
    lang,
  });
  await answerPayment(tx, payment, caller, { status: 'confirmed' });
  return paymentAnswer(tx, payment.id, caller.companyId, lang);
}

/** Takes a declared payment back off the order: refused by the seller, or withdrawn by the buyer. */
async function undeclare(
  tx: Db,
  caller: ReceiptCaller,
  body: { id: number; reason?: string },
  side: 'buyer' | 'seller',
  lang: Language,
): Promise<ReceiptPaymentAnswer> {
  const orderId = await orderIdOfPayment(tx, body.id, caller.companyId);
  const { order, payment } = await lockWaitingPayment(tx, caller, { orderId, paymentId: body.id, side }, lang);
  await takeStep(tx, RECEIPT_ORDER_BINDING, {
    id: order.id,
    action: side === 'seller' ? 'refusePayment' : 'withdrawPayment',
    actor: actorOf(caller, side),
    changes: { paidAmount: new Decimal(order.paidAmount).minus(payment.amount).toFixed(2) },
    detail: { paymentNo: payment.paymentNo, amount: payment.amount, ...(body.reason ? { reason: body.reason } : {}) },
    lang,
  });
  await answerPayment(
    tx,
    payment,
    caller,
    side === 'seller' ? { status: 'refused', refuseReason: body.reason ?? null } : { status: 'withdrawn' },
  );
  return paymentAnswer(tx, payment.id, caller.companyId, lang);
}

/** /apply/payment/refuse (seller): the declared money did not arrive; the buyer reads why and the order waits for it. */
export const refusePayment = (tx: Db, caller: ReceiptCaller, body: { id: number; reason: string }, lang: Language) =>
  undeclare(tx, caller, body, 'seller', lang);

/** /apply/payment/cancel (buyer): a payment declared by mistake, withdrawn before the seller answered it. */
export const withdrawPayment = (tx: Db, caller: ReceiptCaller, body: { id: number }, lang: Language) =>
  undeclare(tx, caller, body, 'buyer', lang);
