import { type Language, RECEIPT_ORDER_FLOW, type ReceiptPaymentAnswer, type ReceiptPaymentBody } from '@hgsc/contracts';
import Decimal from 'decimal.js';
import type { Db } from '../../platform/db/client.ts';
import { ownUploads } from '../../platform/files/own-upload.ts';
import { takeStep } from '../../platform/flow/engine.ts';
import { invalidField } from '../../platform/http/app-error.ts';
import type { ReceiptCaller } from '../warehouse-receipt/index.ts';
import { RECEIPT_ORDER_BINDING, receiptOrderState } from './bindings.ts';
import { actorOf, lockOrderAs } from './order-actor.ts';
import { newReceiptPaymentNumber } from './order-number.ts';
import { paymentAnswer } from './payment-answer.ts';
import { receiptOrderPayments } from './tables.ts';

/**
 * /wr/order/payment (buyer, signed): a payment of the order with its bank proof — files the caller uploaded (else 400
 * naming proofKeys). It may be a stage: the order stays waiting for the rest, and the payment that makes the amount
 * whole marks it paid. Never more than is unpaid (400 naming amount).
 */
export async function payOrder(
  tx: Db,
  caller: ReceiptCaller,
  body: ReceiptPaymentBody,
  lang: Language,
): Promise<ReceiptPaymentAnswer> {
  const order = await lockOrderAs(tx, body.id, caller, 'buyer');
  const declared = new Decimal(order.paidAmount).plus(body.amount);
  const whole = declared.equals(order.amount);
  const action = whole ? 'pay' : 'payPart';
  // The state decides first (409); an amount over what is unpaid is refused only where paying is open.
  if (declared.greaterThan(order.amount) && RECEIPT_ORDER_FLOW.check(receiptOrderState(order), 'payPart', 'buyer').open)
    throw invalidField('amount', 'receiptPayment.overUnpaid', {
      unpaid: new Decimal(order.amount).minus(order.paidAmount).toFixed(2),
    });
  const keys = await ownUploads(tx, body.proofKeys, caller.userId, 'proofKeys');
  const [payment] = await tx
    .insert(receiptOrderPayments)
    .values({
      paymentNo: newReceiptPaymentNumber,
      orderId: order.id,
      amount: new Decimal(body.amount).toFixed(2),
      status: 'submitted',
      proofKeys: keys,
      remark: body.remark,
      createdBy: caller.userId,
    })
    .returning();
  if (!payment) throw new Error('receipt payment insert returned no row');
  // The step refuses a state that does not take payments (409), and the whole transaction with it.
  await takeStep(tx, RECEIPT_ORDER_BINDING, {
    id: order.id,
    action,
    actor: actorOf(caller, 'buyer'),
    changes: { paidAmount: declared.toFixed(2) },
    detail: { paymentNo: payment.paymentNo, amount: payment.amount, remark: body.remark ?? null },
    attachments: keys,
    lang,
  });
  return paymentAnswer(tx, payment.id, caller.companyId, lang);
}
