import { z } from 'zod';
import { dateField } from './certificate.ts';
import { creditCodeField } from './company.ts';
import { MONEY_PATTERN, moneyField } from './decimal-fields.ts';
import { pageQuerySchema, pageSchema } from './envelope.ts';
import { idField, nullableText, requiredText, stringField } from './fields.ts';
import { paymentEntryShape, paymentProofKeysField } from './payment-ledger.ts';
import { BALANCE_DAYS_MAX, PAYMENT_TERMS } from './payment-terms.ts';
import { defineRoute } from './route.ts';

/**
 * An order's payments (payment-ledger.ts) and its terms as the order view shows them; the credit (账期) a seller grants
 * buyers. The rules of what is due are payment-terms.ts's.
 */

export const PAYMENT_METHODS = ['transfer', 'acceptance'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

const positiveMoney = stringField()
  .trim()
  .regex(MONEY_PATTERN, { error: 'product.priceInvalid' })
  .refine((value) => /[1-9]/.test(value), { error: 'product.priceInvalid' });

/** 银行承兑汇票: the bill's number (16 digits on paper, 30 for an electronic bill), its accepting bank, its due date. */
export const acceptanceBillSchema = z
  .object({
    billNo: stringField()
      .trim()
      .regex(/^\d{16,30}$/, { error: 'orderPayment.billNoInvalid' }),
    bank: requiredText(100),
    dueOn: dateField,
  })
  .strict();
export type AcceptanceBill = z.infer<typeof acceptanceBillSchema>;

/** What a payment and a refund are declared with: the order, the amount, the day it was made, the proof, a remark. */
const ledgerEntryFields = {
  id: idField,
  amount: positiveMoney.optional(),
  paidOn: dateField.optional(),
  proofKeys: paymentProofKeysField,
  remark: nullableText(500),
};

/**
 * POST /order/pay (buyer, while the contract is in force and something is left to declare): one payment — its amount
 * (absent: what the order waits for now, the rest of what shipping needs or of what is due), the day it was made
 * (absent: today), its proof (the bank slip, the bill's image) and, on acceptance terms, the bill.
 */
export const orderPayBody = z
  .object({ ...ledgerEntryFields, bill: acceptanceBillSchema.optional() })
  .strict()
  .superRefine((body, ctx) => {
    if (body.bill && body.paidOn && body.bill.dueOn <= body.paidOn)
      ctx.addIssue({ code: 'custom', path: ['bill', 'dueOn'], message: 'orderPayment.billDueBeforePaid' });
  });
export type OrderPayBody = z.infer<typeof orderPayBody>;

/**
 * POST /order/refund (seller, 76): the refund of what the settlement left overpaid, paid back to the buyer — its
 * amount (absent: all that is left to declare), the day it was made (absent: today), the bank slip, a remark.
 */
export const orderRefundBody = z.object(ledgerEntryFields).strict();
export type OrderRefundBody = z.infer<typeof orderRefundBody>;

/** POST /order/receivedmoney (seller): one payment arrived (`paymentId`), or every one waiting when none is named. */
export const orderConfirmMoneyBody = z.object({ id: idField, paymentId: idField.optional() }).strict();
/** POST /order/payment/refuse (seller): the payment did not arrive, and why. */
export const orderPaymentRefuseBody = z.object({ id: idField, reason: requiredText(200) }).strict();
/** POST /order/payment/cancel (buyer): a payment declared by mistake, not answered yet. */
export const orderPaymentIdBody = z.object({ id: idField }).strict();

/** Which way an entry of the order's ledger goes: the buyer's payment to the seller, or the seller's refund back. */
export const LEDGER_KINDS = ['payment', 'refund'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const orderPaymentSchema = z.object({
  ...paymentEntryShape,
  kind: z.enum(LEDGER_KINDS),
  method: z.enum(PAYMENT_METHODS),
  methodLabel: z.string(),
  paidOn: z.string(),
  bill: z.object({ billNo: z.string(), bank: z.string(), dueOn: z.string() }).nullable(),
});
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

/** The order's terms: the kind, a deposit's percent, the days after receipt the rest is due. */
export const orderTermsSchema = z.object({
  term: z.enum(PAYMENT_TERMS),
  label: z.string(),
  depositPercent: z.number().int().nullable(),
  dueDays: z.number().int(),
});
export type OrderTerms = z.infer<typeof orderTermsSchema>;

/** Where the money stands (payment-terms.ts orderMoney), each to the fen. */
export const orderMoneySchema = z.object({
  due: z.string(),
  beforeShipping: z.string(),
  paid: z.string(),
  confirmed: z.string(),
  waiting: z.string(),
  undeclared: z.string(),
  outstanding: z.string(),
  refund: z.string(),
  refunded: z.string(),
  refundWaiting: z.string(),
  refundUndeclared: z.string(),
  dueOn: z.string().nullable(),
  /** The balance is due and the day passed. */
  overdue: z.boolean(),
});
export type OrderMoneyView = z.infer<typeof orderMoneySchema>;

// ---------------------------------------------------------------- credit (账期) the seller grants

/** POST /shop/credit/save: credit for the certified company with this credit code, for this many days. */
export const shopCreditSaveBody = z
  .object({
    creditCode: creditCodeField,
    days: z
      .number({ error: 'credit.daysRange' })
      .int({ error: 'credit.daysRange' })
      .min(1, { error: 'credit.daysRange' })
      .max(BALANCE_DAYS_MAX, { error: 'credit.daysRange' }),
    /** 授信额度: the most the buyer may owe on credit at once (yuan); null or left out: no limit. */
    limitAmount: moneyField.nullish(),
    remark: nullableText(200),
  })
  .strict();
export type ShopCreditSaveBody = z.infer<typeof shopCreditSaveBody>;
export const shopCreditListBody = pageQuerySchema.strict();
export const shopCreditIdBody = z.object({ id: idField }).strict();

export const shopCreditSchema = z.object({
  id: z.number().int(),
  buyerCompanyId: z.number().int(),
  buyerCompanyName: z.string(),
  creditCode: z.string(),
  days: z.number().int(),
  /** null: no limit. */
  limitAmount: z.string().nullable(),
  /** Owed now on the buyer's open credit orders with the seller: their due less what the seller confirmed. */
  usedAmount: z.string(),
  remark: z.string().nullable(),
  updatedAt: z.string(),
});
export type ShopCredit = z.infer<typeof shopCreditSchema>;
export const shopCreditPageSchema = pageSchema(shopCreditSchema);

const creditTags = ['shop credit'];
const grants = { permission: 'finance.collect', approvedCompany: true } as const;

/** The buyers a seller lets order on credit (账期), each with its days. */
export const shopCreditRoutes = {
  list: defineRoute({
    method: 'POST',
    path: '/shop/credit/list',
    input: shopCreditListBody,
    answer: shopCreditPageSchema,
    summary: 'Seller: the buyers granted credit, newest change first, paged',
    tags: creditTags,
    ...grants,
  }),
  save: defineRoute({
    method: 'POST',
    path: '/shop/credit/save',
    input: shopCreditSaveBody,
    answer: shopCreditSchema,
    summary:
      'Seller: grant (or change) credit for the certified company with {creditCode}, {days} 1–180 after receipt, {remark?}; orders placed from then may choose 账期',
    tags: creditTags,
    ...grants,
  }),
  remove: defineRoute({
    method: 'POST',
    path: '/shop/credit/remove',
    input: shopCreditIdBody,
    answer: z.object({ removed: z.literal(true) }),
    summary: 'Seller: withdraw a buyer’s credit; orders already placed keep their terms',
    tags: creditTags,
    ...grants,
  }),
};
