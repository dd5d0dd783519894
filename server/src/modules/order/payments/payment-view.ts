import {
  chinaDate,
  type Language,
  type LedgerKind,
  ORDER_STATUS,
  type OrderMoneyView,
  type OrderPayment,
  type OrderTerms,
  orderMoney,
  orderStatusIn,
  PAYMENT_METHODS,
  paymentAnswers,
  paymentStatusLabelKey,
  paymentTermLabelKey,
  translate,
} from '@hgsc/contracts';
import { type AnyColumn, sql } from 'drizzle-orm';
import { fileUrl } from '../../../platform/files/store-upload.ts';
import { storedFiles } from '../../../platform/files/tables.ts';
import type { OrderRow } from '../tables.ts';
import { LEDGER_SIDES } from './ledger-sides.ts';
import { orderPayments } from './tables.ts';

/** A payment as the order view's statement reads it: one JSON value per order, amounts as text. */
export interface PaymentJson {
  id: number;
  kind: OrderPayment['kind'];
  paymentNo: string;
  amount: string;
  status: OrderPayment['status'];
  method: OrderPayment['method'];
  paidOn: string;
  remark: string | null;
  refuseReason: string | null;
  billNo: string | null;
  billBank: string | null;
  billDueOn: string | null;
  createdAt: string;
  answeredAt: string | null;
  proofKeys: string[];
  files: { key: string; name: string; mime: string; ext: string; encrypted: boolean }[] | null;
}

const p = orderPayments;

/** The order's payments, oldest first, as one JSON value (null: none): a column of the order view's statement. */
export const paymentsJson = (orderId: AnyColumn) => sql<PaymentJson[] | null>`(
  select jsonb_agg(jsonb_build_object(
    'id', ${p.id}, 'kind', ${p.kind}, 'paymentNo', ${p.paymentNo}, 'amount', ${p.amount}::text, 'status', ${p.status}, 'method', ${p.method},
    'paidOn', ${p.paidOn}::text, 'remark', ${p.remark}, 'refuseReason', ${p.refuseReason}, 'billNo', ${p.billNo},
    'billBank', ${p.billBank}, 'billDueOn', ${p.billDueOn}::text, 'createdAt', ${p.createdAt}, 'answeredAt', ${p.answeredAt},
    'proofKeys', ${p.proofKeys},
    'files', (select jsonb_agg(jsonb_build_object('key', ${storedFiles.key}, 'name', ${storedFiles.originalName},
      'mime', ${storedFiles.mime}, 'ext', ${storedFiles.ext}, 'encrypted', ${storedFiles.encrypted}))
      from ${storedFiles} where ${storedFiles.key} = any(${p.proofKeys}))
  ) order by ${p.id})
  from ${p} where ${p.orderId} = ${orderId}
)`;

const iso = (value: string | null) => (value === null ? null : new Date(value).toISOString());

/**
 * The payments and refunds as a side reads them, with what it may answer now (the payee confirms or refuses, the payer
 * withdraws); a share link's visitor sees none.
 */
export function toPayments(
  json: PaymentJson[] | null,
  order: OrderRow,
  party: 'buyer' | 'seller' | undefined,
  lang: Language,
): OrderPayment[] {
  if (!json || !party) return [];
  // Answers wait while a cancellation does: the order's flow refuses them then.
  const open: Record<LedgerKind, boolean> = {
    payment: orderStatusIn('paying', order.status) && order.cancelRequestedBy === null,
    refund: order.status === ORDER_STATUS.REFUND_DUE,
  };
  return json.map((payment) => {
    const side = LEDGER_SIDES[payment.kind];
    const files = new Map((payment.files ?? []).map((f) => [f.key, f]));
    return {
      id: payment.id,
      kind: payment.kind,
      paymentNo: payment.paymentNo,
      orderId: order.id,
      orderNo: order.orderNo,
      amount: payment.amount,
      status: payment.status,
      statusLabel: translate(paymentStatusLabelKey(payment.status), lang),
      proofs: payment.proofKeys.flatMap((key) => {
        const file = files.get(key);
        return file ? [{ key, name: file.name, mime: file.mime, url: fileUrl(key, file.ext, file.encrypted) }] : [];
      }),
      remark: payment.remark,
      refuseReason: payment.refuseReason,
      createdAt: iso(payment.createdAt) as string,
      answeredAt: iso(payment.answeredAt),
      actions: paymentAnswers(payment.status, open[payment.kind], { payer: party === side.payer, payee: party === side.payee }),
      method: PAYMENT_METHODS.includes(payment.method) ? payment.method : 'transfer',
      methodLabel: translate(`paymentMethod.${payment.method}`, lang),
      paidOn: payment.paidOn,
      bill:
        payment.billNo && payment.billBank && payment.billDueOn
          ? { billNo: payment.billNo, bank: payment.billBank, dueOn: payment.billDueOn }
          : null,
    };
  });
}

/** The order's terms as checkout chose them. */
export const toTerms = (order: OrderRow, lang: Language): OrderTerms => ({
  term: order.paymentTerm,
  label: translate(paymentTermLabelKey(order.paymentTerm), lang),
  depositPercent: order.depositPercent,
  dueDays: order.dueDays,
});

/** Where the order's money stands, to its sides; the balance is overdue when its day passed unconfirmed. */
export function toMoney(order: OrderRow, party: 'buyer' | 'seller' | undefined): OrderMoneyView | null {
  if (!party) return null;
  const money = orderMoney({ ...order, settledOn: order.settledAt ? chinaDate(order.settledAt) : null });
  const { declaredForShipping, confirmedForShipping, paidUp, ...figures } = money;
  return {
    ...figures,
    overdue: money.dueOn !== null && !paidUp && /[1-9]/.test(money.outstanding) && money.dueOn < chinaDate(),
  };
}
