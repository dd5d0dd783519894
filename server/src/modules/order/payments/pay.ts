import {
  chinaDate,
  type Language,
  type LedgerKind,
  type MessageKey,
  nextPaymentAmount,
  type OrderPayBody,
  orderMoney,
} from '@hgsc/contracts';
import Decimal from 'decimal.js';
import type { Db } from '../../../platform/db/client.ts';
import { runningNumber } from '../../../platform/db/running-number.ts';
import { ownUploads } from '../../../platform/files/own-upload.ts';
import { invalidField } from '../../../platform/http/app-error.ts';
import { applyForCaller } from '../act.ts';
import type { OrderCaller } from '../order-access.ts';
import { lockForStep } from '../shipment/lock-for-step.ts';
import type { OrderRow } from '../tables.ts';
import { orderPayments } from './tables.ts';

/** A new entry's number: PO (a payment) or RF (a refund) + the day in China + the running number; never reused. */
const NEW_NUMBER = {
  payment: runningNumber('PO', 'order_payment_number_seq'),
  refund: runningNumber('RF', 'order_payment_number_seq'),
};

/** One entry of the order's ledger, declared and waiting for its answer, under a new number. */
export async function insertLedgerEntry(
  tx: Db,
  entry: Omit<typeof orderPayments.$inferInsert, 'paymentNo' | 'status'> & { kind: LedgerKind },
): Promise<{ paymentNo: string; amount: string }> {
  const [row] = await tx
    .insert(orderPayments)
    .values({ ...entry, paymentNo: NEW_NUMBER[entry.kind], status: 'submitted' })
    .returning({ paymentNo: orderPayments.paymentNo, amount: orderPayments.amount });
  if (!row) throw new Error('order payment insert returned no row');
  return row;
}

/**
 * An entry's amount (`first` when the body gives none), never above `left` (400 naming amount, `over` saying so with
 * `left` as its `param`), and its day (today when the body gives none), never after today.
 */
export function entryFigures(
  body: { amount?: string; paidOn?: string },
  first: string,
  left: string,
  over: { message: MessageKey; param: string },
): { amount: Decimal; paidOn: string } {
  const amount = new Decimal(body.amount ?? first);
  if (amount.greaterThan(left)) throw invalidField('amount', over.message, { [over.param]: left });
  const paidOn = body.paidOn ?? chinaDate();
  if (paidOn > chinaDate()) throw invalidField('paidOn', 'orderPayment.paidOnFuture');
  return { amount, paidOn };
}

/** The bill the terms ask for: acceptance terms pay with bills only, the others by transfer only. */
function checkBill(order: OrderRow, body: OrderPayBody) {
  if (order.paymentTerm === 'acceptance' && !body.bill) throw invalidField('bill', 'orderPayment.billRequired');
  if (order.paymentTerm !== 'acceptance' && body.bill) throw invalidField('bill', 'orderPayment.billNotAgreed');
}

/**
 * POST /order/pay (buyer, while the contract is in force and something is left to declare): one payment with its proof
 * — files the caller uploaded (else 400 naming proofKeys) —, never more than is left to declare (400 naming amount),
 * made today or before, with the bill on acceptance terms. The payment that makes what shipping needs moves the order
 * from 40 to 60 (order-flow.ts); the seller then confirms it (/order/receivedmoney) or refuses it.
 */
export async function payOrder(tx: Db, caller: OrderCaller, body: OrderPayBody, lang: Language): Promise<OrderRow> {
  const order = await lockForStep(tx, caller, { orderId: body.id, action: 'pay', party: 'buyer' }, lang);
  const money = orderMoney(order);
  const { amount, paidOn } = entryFigures(body, nextPaymentAmount(order.status, money), money.undeclared, {
    message: 'orderPayment.overUnpaid',
    param: 'unpaid',
  });
  checkBill(order, body);
  if (body.bill && body.bill.dueOn <= paidOn) throw invalidField('bill.dueOn', 'orderPayment.billDueBeforePaid');
  const keys = await ownUploads(tx, body.proofKeys, caller.userId, 'proofKeys');
  const payment = await insertLedgerEntry(tx, {
    kind: 'payment',
    orderId: order.id,
    amount: amount.toFixed(2),
    proofKeys: keys,
    remark: body.remark,
    createdBy: caller.userId,
    method: body.bill ? 'acceptance' : 'transfer',
    paidOn,
    billNo: body.bill?.billNo ?? null,
    billBank: body.bill?.bank ?? null,
    billDueOn: body.bill?.dueOn ?? null,
  });
  return applyForCaller(
    tx,
    caller,
    {
      orderId: order.id,
      action: 'pay',
      party: 'buyer',
      changes: {
        paidAmount: amount.plus(order.paidAmount).toFixed(2),
        paymentProofKeys: [...order.paymentProofKeys, ...keys.filter((key) => !order.paymentProofKeys.includes(key))],
        paymentRemark: body.remark ?? order.paymentRemark,
        paidAt: new Date(),
      },
      detail: {
        paymentNo: payment.paymentNo,
        amount: payment.amount,
        paidOn,
        proofKeys: keys,
        remark: body.remark ?? null,
        ...(body.bill ? { bill: body.bill } : {}),
      },
      attachments: keys,
    },
    lang,
  );
}
