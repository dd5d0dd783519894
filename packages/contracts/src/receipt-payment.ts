import { z } from 'zod';
import { idField, nullableText, requiredText } from './fields.ts';
import { paymentEntryShape, paymentProofKeysField } from './payment-ledger.ts';
import { moneyField } from './product.ts';
import { receiptOrderSchema } from './receipt-order.ts';
import { defineRoute } from './route.ts';

/**
 * POST /wr/order/payment: the buyer declares a payment of the signed order — all that is unpaid, or a stage of it
 * (a payment application, 付款申请) — with the bank-transfer proof it uploaded.
 */
export const receiptPaymentBody = z
  .object({
    id: idField,
    amount: moneyField,
    proofKeys: paymentProofKeysField,
    remark: nullableText(200),
  })
  .strict();
export type ReceiptPaymentBody = z.infer<typeof receiptPaymentBody>;

/** POST /wr/order/collections: the seller confirms that one declared payment arrived. */
export const receiptCollectionBody = z.object({ id: idField, paymentId: idField }).strict();

/** {id}: a payment. */
export const receiptPaymentIdBody = z.object({ id: idField }).strict();
/** {orderId}: the order whose payments are listed. */
export const receiptPaymentListBody = z.object({ orderId: idField }).strict();
/** POST /apply/payment/refuse: the seller says a declared payment did not arrive, and why. */
export const receiptPaymentRefuseBody = z.object({ id: idField, reason: requiredText(200) }).strict();

export const receiptPaymentSchema = z.object(paymentEntryShape);
export type ReceiptPayment = z.infer<typeof receiptPaymentSchema>;

/** A payment step's answer: the payment, and its order as it stands after. */
export const receiptPaymentAnswerSchema = z.object({ payment: receiptPaymentSchema, order: receiptOrderSchema });
export type ReceiptPaymentAnswer = z.infer<typeof receiptPaymentAnswerSchema>;

const tags = ['receipt payment'];
const reading = ['receipt.view', 'receipt.trade', 'finance.pay', 'finance.collect'] as const;

/**
 * SPEC §7 "/wr/order/payment, collections" and "/apply/payment/*": the buyer pays a signed receipt order in one or
 * more payments, each with its bank proof; the seller confirms or refuses each. The order is paid when the payments
 * not refused make its amount, and collected when the seller confirmed them all.
 */
export const receiptPaymentRoutes = {
  pay: defineRoute({
    method: 'POST',
    path: '/wr/order/payment',
    input: receiptPaymentBody,
    answer: receiptPaymentAnswerSchema,
    summary:
      'Buyer, signed: declare a payment {amount ≤ unpaid, proofKeys, remark?}; the one making the amount whole marks the order paid',
    tags,
    permission: 'finance.pay',
    idempotent: true,
  }),
  collect: defineRoute({
    method: 'POST',
    path: '/wr/order/collections',
    input: receiptCollectionBody,
    answer: receiptPaymentAnswerSchema,
    summary: 'Seller: the declared payment arrived; the last confirmation of a paid order marks it collected',
    tags,
    permission: 'finance.collect',
  }),
  list: defineRoute({
    method: 'POST',
    path: '/apply/payment/list',
    input: receiptPaymentListBody,
    answer: z.object({ payments: z.array(receiptPaymentSchema) }),
    summary: 'The payments of one receipt order, oldest first, to its buyer and seller',
    tags,
    permission: reading,
  }),
  detail: defineRoute({
    method: 'POST',
    path: '/apply/payment/detail',
    input: receiptPaymentIdBody,
    answer: receiptPaymentSchema,
    summary: 'One payment of a receipt order, with its proofs',
    tags,
    permission: reading,
  }),
  withdraw: defineRoute({
    method: 'POST',
    path: '/apply/payment/cancel',
    input: receiptPaymentIdBody,
    answer: receiptPaymentAnswerSchema,
    summary: 'Buyer: withdraw a payment the seller has not confirmed (declared by mistake)',
    tags,
    permission: 'finance.pay',
  }),
  refuse: defineRoute({
    method: 'POST',
    path: '/apply/payment/refuse',
    input: receiptPaymentRefuseBody,
    answer: receiptPaymentAnswerSchema,
    summary: 'Seller: the declared payment did not arrive, with the reason the buyer reads; the order waits for it again',
    tags,
    permission: 'finance.collect',
  }),
};
