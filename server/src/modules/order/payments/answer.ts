import { type Language, type LedgerKind, paymentStatusLabelKey, translate } from '@hgsc/contracts';
import Decimal from 'decimal.js';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { notFound, wrongState } from '../../../platform/http/app-error.ts';
import { applyForCaller } from '../act.ts';
import { type OrderCaller, partyOf } from '../order-access.ts';
import { lockForStep } from '../shipment/lock-for-step.ts';
import { type OrderRow, orders } from '../tables.ts';
import { LEDGER_SIDES } from './ledger-sides.ts';
import { type OrderPaymentRow, orderPayments } from './tables.ts';

const sum = (payments: readonly OrderPaymentRow[]) =>
  payments.reduce((total, payment) => total.plus(payment.amount), new Decimal(0));

/** The entry's order, when it is of this kind and the caller's company is a side of its order; else 404. */
async function orderIdOfEntry(tx: Db, kind: LedgerKind, entryId: number, caller: OrderCaller): Promise<number> {
  const [found] = await tx
    .select({ orderId: orders.id, buyerCompanyId: orders.buyerCompanyId, sellerCompanyId: orders.sellerCompanyId })
    .from(orderPayments)
    .innerJoin(orders, eq(orders.id, orderPayments.orderId))
    .where(and(eq(orderPayments.id, entryId), eq(orderPayments.kind, kind)));
  if (!found || !partyOf(found, caller.company.companyId)) throw notFound('orderPayment.notFound');
  return found.orderId;
}

/**
 * The order's entries of this kind waiting for an answer (or the one named), locked after the order: every payment
 * step's order.
 */
async function lockWaiting(tx: Db, order: OrderRow, kind: LedgerKind, entryId: number | undefined, lang: Language) {
  const rows = await tx
    .select()
    .from(orderPayments)
    .where(
      and(
        eq(orderPayments.orderId, order.id),
        eq(orderPayments.kind, kind),
        ...(entryId === undefined ? [eq(orderPayments.status, 'submitted')] : [eq(orderPayments.id, entryId)]),
      ),
    )
    .orderBy(asc(orderPayments.id))
    .for('update');
  if (entryId !== undefined && rows.length === 0) throw notFound('orderPayment.notFound');
  const answered = rows.find((row) => row.status !== 'submitted');
  if (answered) throw wrongState('orderPayment.wrongStatus', { status: translate(paymentStatusLabelKey(answered.status), lang) });
  return rows;
}

async function markAnswered(
  tx: Db,
  entries: readonly OrderPaymentRow[],
  caller: OrderCaller,
  change: Pick<OrderPaymentRow, 'status'> & Partial<Pick<OrderPaymentRow, 'refuseReason'>>,
) {
  await tx
    .update(orderPayments)
    .set({ ...change, answeredBy: caller.userId, answeredAt: new Date() })
    .where(
      inArray(
        orderPayments.id,
        entries.map((p) => p.id),
      ),
    );
}

/** The payee says the entries arrived: their sum joins the order's confirmed column of their kind. */
async function confirmArrived(
  tx: Db,
  caller: OrderCaller,
  kind: LedgerKind,
  orderId: number,
  entryId: number | undefined,
  lang: Language,
): Promise<OrderRow> {
  const side = LEDGER_SIDES[kind];
  const order = await lockForStep(tx, caller, { orderId, action: side.confirm, party: side.payee }, lang);
  const entries = await lockWaiting(tx, order, kind, entryId, lang);
  await markAnswered(tx, entries, caller, { status: 'confirmed' });
  return applyForCaller(
    tx,
    caller,
    {
      orderId: order.id,
      action: side.confirm,
      party: side.payee,
      changes: { [side.confirmedColumn]: sum(entries).plus(order[side.confirmedColumn]).toFixed(2) },
      detail: { payments: entries.map((p) => p.paymentNo), amount: sum(entries).toFixed(2) },
    },
    lang,
  );
}

/**
 * POST /order/receivedmoney (seller): the payment named arrived — or, none named, every payment waiting. What shipping
 * needs confirmed moves 60 → 61; the balance confirmed in full ends a 75 order (order-flow.ts).
 */
export const confirmMoney = (tx: Db, caller: OrderCaller, body: { id: number; paymentId?: number }, lang: Language) =>
  confirmArrived(tx, caller, 'payment', body.id, body.paymentId, lang);

/** POST /order/refund/confirm (buyer): the refund named arrived; the refund confirmed in full ends a 76 order. */
export async function confirmRefund(tx: Db, caller: OrderCaller, body: { id: number }, lang: Language): Promise<OrderRow> {
  const orderId = await orderIdOfEntry(tx, 'refund', body.id, caller);
  return confirmArrived(tx, caller, 'refund', orderId, body.id, lang);
}

/** Takes a declared entry back off the order: refused by its payee, or withdrawn by its payer. */
async function undeclare(
  tx: Db,
  caller: OrderCaller,
  kind: LedgerKind,
  body: { id: number; reason?: string },
  by: 'payee' | 'payer',
  lang: Language,
): Promise<OrderRow> {
  const side = LEDGER_SIDES[kind];
  const orderId = await orderIdOfEntry(tx, kind, body.id, caller);
  const action = by === 'payee' ? side.refuse : side.withdraw;
  const party = side[by];
  const order = await lockForStep(tx, caller, { orderId, action, party }, lang);
  const [entry] = await lockWaiting(tx, order, kind, body.id, lang);
  if (!entry) throw notFound('orderPayment.notFound');
  await markAnswered(
    tx,
    [entry],
    caller,
    by === 'payee' ? { status: 'refused', refuseReason: body.reason ?? null } : { status: 'withdrawn' },
  );
  return applyForCaller(
    tx,
    caller,
    {
      orderId,
      action,
      party,
      changes: { [side.declaredColumn]: new Decimal(order[side.declaredColumn]).minus(entry.amount).toFixed(2) },
      detail: { paymentNo: entry.paymentNo, amount: entry.amount, ...(body.reason ? { reason: body.reason } : {}) },
    },
    lang,
  );
}

/** POST /order/payment/refuse (seller): the money did not arrive; the buyer reads why. */
export const refusePayment = (tx: Db, caller: OrderCaller, body: { id: number; reason: string }, lang: Language) =>
  undeclare(tx, caller, 'payment', body, 'payee', lang);

/** POST /order/payment/cancel (buyer): a payment declared by mistake, withdrawn before the seller answered it. */
export const withdrawPayment = (tx: Db, caller: OrderCaller, body: { id: number }, lang: Language) =>
  undeclare(tx, caller, 'payment', body, 'payer', lang);

/** POST /order/refund/refuse (buyer): the refund did not arrive; the seller reads why. */
export const refuseRefund = (tx: Db, caller: OrderCaller, body: { id: number; reason: string }, lang: Language) =>
  undeclare(tx, caller, 'refund', body, 'payee', lang);

/** POST /order/refund/cancel (seller): a refund declared by mistake, withdrawn before the buyer answered it. */
export const withdrawRefund = (tx: Db, caller: OrderCaller, body: { id: number }, lang: Language) =>
  undeclare(tx, caller, 'refund', body, 'payer', lang);
