import { chinaDate, MONEY_PATTERN, type ReceiptOrder, shiftDay } from '@hgsc/contracts';
import Decimal from 'decimal.js';
import type { Problem } from '../listing-rules.ts';

/**
 * An order's money as the pages read it: amounts stay strings from the server and are compared and subtracted in
 * exact decimals (a float would make ¥0.1 + ¥0.2 unequal to ¥0.3 and a whole payment read as a stage).
 */

export const isZeroMoney = (amount: string) => new Decimal(amount).isZero();

/** Money the buyer declared and the seller has not confirmed yet: the seller's turn to check the bank. */
export const awaitsCollection = (order: Pick<ReceiptOrder, 'paidAmount' | 'collectedAmount'>) =>
  new Decimal(order.paidAmount).greaterThan(order.collectedAmount);

/** Money the buyer declared (not refused): from then on only the platform cancels the order. */
export const moneyMoved = (order: Pick<ReceiptOrder, 'paidAmount'>) => !isZeroMoney(order.paidAmount);

const moneyOf = (text: string | undefined) => {
  const trimmed = (text ?? '').trim();
  return MONEY_PATTERN.test(trimmed) ? new Decimal(trimmed) : null;
};

/** Why `text` cannot be paid now against `unpaid`, as the server would refuse it, or null. */
export function payAmountProblem(text: string | undefined, unpaid: string): Problem | null {
  if (!(text ?? '').trim()) return ['field.required'];
  const amount = moneyOf(text);
  if (!amount) return ['product.moneyInvalid'];
  if (amount.isZero()) return ['product.mustBePositive'];
  if (amount.greaterThan(unpaid)) return ['receiptPayment.overUnpaid', { unpaid: new Decimal(unpaid).toFixed(2) }];
  return null;
}

/**
 * What stays unpaid once `text` is paid: '0.00' when it makes the amount whole, the rest for a stage, null while
 * `text` is not a payable amount.
 */
export function unpaidAfter(text: string | undefined, unpaid: string): string | null {
  if (payAmountProblem(text, unpaid)) return null;
  return new Decimal(unpaid).minus(moneyOf(text) as Decimal).toFixed(2);
}

/** An amount as the pay form offers it to be edited: "12000.00" → "12000.00" (two decimals, no grouping). */
export const plainMoney = (amount: string) => new Decimal(amount).toFixed(2);

/** The last day (China) the buyer pays by: `paymentDays` after the day the contract was signed. */
export function paymentDeadline(signedAt: string | null, paymentDays: number | undefined): string | null {
  if (!signedAt || !paymentDays) return null;
  const signed = new Date(signedAt);
  if (Number.isNaN(signed.getTime())) return null;
  return shiftDay(chinaDate(signed), paymentDays);
}

/** The first day the buyer bears the storage fee: the day after the seller's last (the transfer day). */
export const buyerFeeFrom = (feeSplitDate: string) => shiftDay(feeSplitDate.slice(0, 10), 1);
