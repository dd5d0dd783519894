import { type Language, paymentStatusLabelKey, translate } from '@hgsc/contracts';
import Decimal from 'decimal.js';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { notFound, wrongState } from '../../../platform/http/app-error.ts';
import { applyForCaller } from '../act.ts';
import { type OrderCaller, partyOf } from '../order-access.ts';
import { lockForStep } from '../shipment/lock-for-step.ts';
import { type OrderRow, orders } from '../tables.ts';
import { type OrderPaymentRow, orderPayments } from './tables.ts';

const sum = (payments: readonly OrderPaymentRow[]) =>
  payments.reduce((total, payment) => total.plus(payment.amount), new Decimal(0));

/** The payment's order, when the caller's company is a side of it; else the payment is not found (404). */
async function orderIdOfPayment(tx: Db, paymentId: number, caller: OrderCaller): Promise<number> {
  const [found] = await tx
    .select({ orderId: orders.id, buyerCompanyId: orders.buyerCompanyId, sellerCompanyId: orders.sellerCompanyId })
    .from(orderPayments)
    .innerJoin(orders, eq(orders.id, orderPayments.orderId))
    .where(eq(orderPayments.id, paymentId));
  if (!found || !partyOf(found, caller.company.companyId)) throw notFound('orderPayment.notFound');
  return found.orderId;
}

/** The order's payments waiting for an answer (or the one named), locked after the order: every payment step's order. */
async function lockWaiting(tx: Db, order: OrderRow, paymentId: number | undefined, lang: Language) {
  const rows = await tx
    .select()
    .from(orderPayments)
    .where(
      and(
        eq(orderPayments.orderId, order.id),
        ...(paymentId === undefined ? [eq(orderPayments.status, 'submitted')] : [eq(orderPayments.id, paymentId)]),
      ),
    )
    .orderBy(asc(orderPayments.id))
    .for('update');
  if (paymentId !== undefined && rows.length === 0) throw notFound('orderPayment.notFound');
  const answered = rows.find((row) => row.status !== 'submitted');
  if (answered) throw wrongState('orderPayment.wrongStatus', { status: translate(paymentStatusLabelKey(answered.status), lang) });
  return rows;
}

async function markAnswered(
  tx: Db,
  payments: readonly OrderPaymentRow[],
  caller: OrderCaller,
  change: Pick<OrderPaymentRow, 'status'> & Partial<Pick<OrderPaymentRow, 'refuseReason'>>,
) {
  await tx
    .update(orderPayments)
    .set({ ...change, answeredBy: caller.userId, answeredAt: new Date() })
    .where(
      inArray(
        orderPayments.id,
        payments.map((p) => p.id),
      ),
    );
}

/**
 * POST /order/receivedmoney (seller): the payment named arrived — or, none named, every payment waiting. What shipping
 * needs confirmed moves 60 → 61; the balance confirmed in full ends a 75 order (order-flow.ts).
 */
export async function confirmMoney(
  tx: Db,
  caller: OrderCaller,
  body: { id: number; paymentId?: number },
  lang: Language,
): Promise<OrderRow> {
  const order = await lockForStep(tx, caller, { orderId: body.id, action: 'confirmMoney', party: 'seller' }, lang);
  const payments = await lockWaiting(tx, order, body.paymentId, lang);
  await markAnswered(tx, payments, caller, { status: 'confirmed' });
  return applyForCaller(
    tx,
    caller,
    {
      orderId: order.id,
      action: 'confirmMoney',
      party: 'seller',
      changes: { confirmedAmount: sum(payments).plus(order.confirmedAmount).toFixed(2) },
      detail: { payments: payments.map((p) => p.paymentNo), amount: sum(payments).toFixed(2) },
    },
    lang,
  );
}

/** Takes a declared payment back off the order: refused by the seller, or withdrawn by the buyer. */
async function undeclare(
  tx: Db,
  caller: OrderCaller,
  body: { id: number; reason?: string },
  side: 'buyer' | 'seller',
  lang: Language,
): Promise<OrderRow> {
  const orderId = await orderIdOfPayment(tx, body.id, caller);
  const action = side === 'seller' ? 'refusePayment' : 'withdrawPayment';
  const order = await lockForStep(tx, caller, { orderId, action, party: side }, lang);
  const [payment] = await lockWaiting(tx, order, body.id, lang);
  if (!payment) throw notFound('orderPayment.notFound');
  await markAnswered(
    tx,
    [payment],
    caller,
    side === 'seller' ? { status: 'refused', refuseReason: body.reason ?? null } : { status: 'withdrawn' },
  );
  return applyForCaller(
    tx,
    caller,
    {
      orderId,
      action,
      party: side,
      changes: { paidAmount: new Decimal(order.paidAmount).minus(payment.amount).toFixed(2) },
      detail: { paymentNo: payment.paymentNo, amount: payment.amount, ...(body.reason ? { reason: body.reason } : {}) },
    },
    lang,
  );
}

/** POST /order/payment/refuse (seller): the money did not arrive; the buyer reads why. */
export const refusePayment = (tx: Db, caller: OrderCaller, body: { id: number; reason: string }, lang: Language) =>
  undeclare(tx, caller, body, 'seller', lang);

/** POST /order/payment/cancel (buyer): a payment declared by mistake, withdrawn before the seller answered it. */
export const withdrawPayment = (tx: Db, caller: OrderCaller, body: { id: number }, lang: Language) =>
  undeclare(tx, caller, body, 'buyer', lang);
