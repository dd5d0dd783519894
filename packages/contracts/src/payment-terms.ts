import { z } from 'zod';
import { shiftDay } from './certificate.ts';
import { MONEY_PLACES } from './decimal-fields.ts';
import { ORDER_STATUS } from './enums.ts';
import type { MessageKey } from './i18n/zh.ts';
import { fromScaled, roundDiv, toScaled } from './scaled-decimal.ts';

/**
 * How an order is paid (付款方式), chosen at checkout from what the offers allow:
 * - `prepay` 款到发货: the whole amount before the goods leave — every offer allows it;
 * - `deposit` 定金 + 尾款: a percent of the amount before shipping, the balance on receipt or within days of it;
 * - `credit` 账期: the goods leave first, the amount is due within the days the seller granted the buyer;
 * - `acceptance` 银行承兑汇票: the whole amount before shipping, paid with bank acceptance bills.
 * After the last arrival the order is due its settled amount (order-shipment.ts settleLines): what the confirmed
 * payments leave unpaid is the balance (尾款), what they overpaid the seller refunds — declared by the seller with its
 * proof, confirmed by the buyer, the same ledger the other way.
 */
export const PAYMENT_TERMS = ['prepay', 'deposit', 'credit', 'acceptance'] as const;
export type PaymentTerm = (typeof PAYMENT_TERMS)[number];
export const paymentTermLabelKey = (term: PaymentTerm): MessageKey => `paymentTerm.${term}`;

export const DEPOSIT_PERCENT_MIN = 10;
export const DEPOSIT_PERCENT_MAX = 90;
export const BALANCE_DAYS_MAX = 180;

/** What an offer allows besides prepayment: a deposit's percent and the balance's days, credit, acceptance bills. */
export const offerPaymentTermsSchema = z
  .object({
    /** Null: no deposit-and-balance. */
    depositPercent: z
      .number({ error: 'field.invalid' })
      .int({ error: 'field.invalid' })
      .min(DEPOSIT_PERCENT_MIN, { error: 'paymentTerm.depositPercentRange' })
      .max(DEPOSIT_PERCENT_MAX, { error: 'paymentTerm.depositPercentRange' })
      .nullable(),
    /** The balance is due this many days after the goods arrived; 0: on receipt (货到付款). */
    balanceDays: z
      .number({ error: 'field.invalid' })
      .int({ error: 'field.invalid' })
      .min(0, { error: 'paymentTerm.balanceDaysRange' })
      .max(BALANCE_DAYS_MAX, { error: 'paymentTerm.balanceDaysRange' }),
    /** Buyers the seller granted credit (账期) may order on it. */
    credit: z.boolean({ error: 'field.invalid' }),
    acceptance: z.boolean({ error: 'field.invalid' }),
  })
  .strict();
export type OfferPaymentTerms = z.infer<typeof offerPaymentTermsSchema>;
export const PREPAY_ONLY: OfferPaymentTerms = { depositPercent: null, balanceDays: 0, credit: false, acceptance: false };

/** One term a checkout may choose, with what it means for this order. */
export interface TermOption {
  term: PaymentTerm;
  /** Deposit only. */
  depositPercent: number | null;
  /** After receipt: the deposit's balance, or the credit's days. */
  dueDays: number;
}

/**
 * The terms an order of these offers may take: those every line allows (the highest deposit and the shortest
 * balance days of them, the strictest), credit only for a buyer the seller granted it (its days).
 */
export function termOptions(offers: readonly OfferPaymentTerms[], creditDays: number | null): TermOption[] {
  const options: TermOption[] = [{ term: 'prepay', depositPercent: null, dueDays: 0 }];
  if (offers.length === 0) return options;
  if (offers.every((o) => o.depositPercent !== null))
    options.push({
      term: 'deposit',
      depositPercent: Math.max(...offers.map((o) => o.depositPercent as number)),
      dueDays: Math.min(...offers.map((o) => o.balanceDays)),
    });
  if (creditDays !== null && offers.every((o) => o.credit))
    options.push({ term: 'credit', depositPercent: null, dueDays: creditDays });
  if (offers.every((o) => o.acceptance)) options.push({ term: 'acceptance', depositPercent: null, dueDays: 0 });
  return options;
}

const money = (value: string) => toScaled(value, MONEY_PLACES);
const text = (value: bigint) => fromScaled(value, MONEY_PLACES);

/** What must be paid before the goods leave: all of it, the deposit (half up to the fen), or nothing on credit. */
export function dueBeforeShipping(term: PaymentTerm, total: string, depositPercent: number | null): string {
  if (term === 'credit') return '0.00';
  if (term === 'deposit') return text(roundDiv(money(total) * BigInt(depositPercent ?? 100), 100n));
  return text(money(total));
}

/** The money of an order as its columns hold it. */
export interface OrderMoneyFacts {
  paymentTerm: PaymentTerm;
  depositPercent: number | null;
  dueDays: number;
  totalAmount: string;
  freightAmount: string;
  /** Null before the order settled on what arrived. */
  settledGoodsAmount: string | null;
  /** The settlement's day in China (YYYY-MM-DD), null before (absent where no due day is asked). */
  settledOn?: string | null;
  /** Declared by the buyer and not refused or withdrawn (the confirmed ones included). */
  paidAmount: string;
  confirmedAmount: string;
  /** Refunds the seller declared and the buyer did not refuse, nor the seller withdraw (the confirmed ones included). */
  refundDeclaredAmount: string;
  /** Refunds the buyer confirmed. */
  refundedAmount: string;
}

/** Where an order's money stands: each figure to the fen. */
export interface OrderMoney {
  /** The contract's amount until the order settled, then the settled goods and the freight. */
  due: string;
  beforeShipping: string;
  /** Declared, not refused or withdrawn. */
  paid: string;
  confirmed: string;
  /** Declared and waiting for the seller's answer. */
  waiting: string;
  /** What the buyer may still declare: due less declared, never below zero. */
  undeclared: string;
  /** Due less what the seller kept (confirmed less refunded), never below zero: the balance (尾款) once settled. */
  outstanding: string;
  /** Kept beyond the settled amount: what the seller still owes back. */
  refund: string;
  /** Refunds confirmed by the buyer. */
  refunded: string;
  /** Refunds declared and waiting for the buyer's answer. */
  refundWaiting: string;
  /** What the seller may still declare as refunded: the refund less refunds waiting. */
  refundUndeclared: string;
  /** The day the balance is due (settled on + due days), null before the settlement. */
  dueOn: string | null;
  /** The buyer declared what shipping needs / the seller confirmed it. */
  declaredForShipping: boolean;
  confirmedForShipping: boolean;
  /** Settled and confirmed in full. */
  paidUp: boolean;
}

export function orderMoney(facts: OrderMoneyFacts): OrderMoney {
  const due =
    facts.settledGoodsAmount === null ? money(facts.totalAmount) : money(facts.settledGoodsAmount) + money(facts.freightAmount);
  const before = money(dueBeforeShipping(facts.paymentTerm, facts.totalAmount, facts.depositPercent));
  const paid = money(facts.paidAmount);
  const confirmed = money(facts.confirmedAmount);
  const refundDeclared = money(facts.refundDeclaredAmount);
  const refunded = money(facts.refundedAmount);
  const kept = confirmed - refunded;
  const settled = facts.settledGoodsAmount !== null;
  const atLeastZero = (value: bigint) => (value > 0n ? value : 0n);
  return {
    due: text(due),
    beforeShipping: text(before),
    paid: text(paid),
    confirmed: text(confirmed),
    waiting: text(paid - confirmed),
    undeclared: text(atLeastZero(due - paid)),
    outstanding: text(atLeastZero(due - kept)),
    refund: settled ? text(atLeastZero(kept - due)) : '0.00',
    refunded: text(refunded),
    refundWaiting: text(refundDeclared - refunded),
    refundUndeclared: settled ? text(atLeastZero(confirmed - refundDeclared - due)) : '0.00',
    dueOn: facts.settledOn ? shiftDay(facts.settledOn, facts.dueDays) : null,
    declaredForShipping: paid >= before,
    confirmedForShipping: confirmed >= before,
    paidUp: settled && kept >= due,
  };
}

/**
 * What a payment the buyer does not size pays: at 40, the rest of what shipping needs (all of it, the deposit); else
 * the rest of what is due. The server's default and the payment form's first figure.
 */
export function nextPaymentAmount(status: number, money: Pick<OrderMoney, 'beforeShipping' | 'paid' | 'undeclared'>): string {
  const beforeShipping =
    money.beforeShipping === '0.00' ? 0n : toScaled(money.beforeShipping, MONEY_PLACES) - toScaled(money.paid, MONEY_PLACES);
  return status === ORDER_STATUS.CONTRACT_COMPLETE && beforeShipping > 0n ? text(beforeShipping) : money.undeclared;
}
