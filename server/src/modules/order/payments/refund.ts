import { type Language, type OrderRefundBody, orderMoney } from '@hgsc/contracts';
import type { Db } from '../../../platform/db/client.ts';
import { ownUploads } from '../../../platform/files/own-upload.ts';
import { applyForCaller } from '../act.ts';
import type { OrderCaller } from '../order-access.ts';
import { lockForStep } from '../shipment/lock-for-step.ts';
import type { OrderRow } from '../tables.ts';
import { entryFigures, insertLedgerEntry } from './pay.ts';

/**
 * POST /order/refund (seller, 76: the order settled below what the seller confirmed): one refund paid back to the
 * buyer with its bank slip, never more than is left to refund (400 naming amount), made today or before. The buyer
 * confirms it arrived (/order/refund/confirm) or says it did not; the refund confirmed in full completes the order.
 */
export async function refundOrder(tx: Db, caller: OrderCaller, body: OrderRefundBody, lang: Language): Promise<OrderRow> {
  const order = await lockForStep(tx, caller, { orderId: body.id, action: 'refund', party: 'seller' }, lang);
  const left = orderMoney(order).refundUndeclared;
  const { amount, paidOn } = entryFigures(body, left, left, { message: 'orderPayment.overRefund', param: 'refund' });
  const keys = await ownUploads(tx, body.proofKeys, caller.userId, 'proofKeys');
  const entry = await insertLedgerEntry(tx, {
    kind: 'refund',
    orderId: order.id,
    amount: amount.toFixed(2),
    proofKeys: keys,
    remark: body.remark,
    createdBy: caller.userId,
    method: 'transfer',
    paidOn,
  });
  return applyForCaller(
    tx,
    caller,
    {
      orderId: order.id,
      action: 'refund',
      party: 'seller',
      changes: { refundDeclaredAmount: amount.plus(order.refundDeclaredAmount).toFixed(2) },
      detail: { paymentNo: entry.paymentNo, amount: entry.amount, paidOn, proofKeys: keys, remark: body.remark ?? null },
      attachments: keys,
    },
    lang,
  );
}
