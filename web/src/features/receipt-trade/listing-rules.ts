import { LISTING_MAX_DAYS, MONEY_PATTERN, QUANTITY_PATTERN, shiftDay } from '@hgsc/contracts';
import Decimal from 'decimal.js';
import { decimalOf } from '../../shared/deal-amount.ts';

/** A message key of the catalogue and its parameters. */
export type Problem = [key: string, params?: Record<string, string>];

/** What a listing of a receipt must respect: the receipt's quantity and pieces, and its product's lot rules. */
export interface ListingRules {
  quantity: string;
  pieces: number;
  minSplitQty: string;
  splitStep: string;
}

const plain = (value: Decimal.Value) => new Decimal(value).toString();

/** A positive quantity as the server reads it, or why not. */
function readQuantity(text: string | undefined): Decimal | Problem {
  if (!(text ?? '').trim()) return ['field.required'];
  const value = decimalOf(text, QUANTITY_PATTERN);
  if (!value) return ['warehouse.quantityInvalid'];
  if (value.isZero()) return ['warehouse.quantityPositive'];
  return value;
}

/**
 * The quantity offered. The whole receipt is listed as it is; less is split off it first, so both the part and the
 * rest must be parts the receipt can give (the server's checkSplit): each at least the minimum split, at most one off
 * the step (a weighed remainder), whole pieces of packed goods.
 */
export function quantityProblem(text: string | undefined, rules: ListingRules): Problem | null {
  const part = readQuantity(text);
  if (!(part instanceof Decimal)) return part;
  const whole = new Decimal(rules.quantity);
  if (part.greaterThan(whole)) return ['listing.quantityOverReceipt', { available: plain(whole) }];
  if (part.equals(whole)) return null;
  const rest = whole.minus(part);
  const min = { min: plain(rules.minSplitQty) };
  if (part.lessThan(rules.minSplitQty)) return ['receiptTrade.list.partBelowMinimum', min];
  if (rest.lessThan(rules.minSplitQty)) return ['receiptTrade.list.restBelowMinimum', { ...min, rest: plain(rest) }];
  const offStep = [part, rest].filter((q) => !q.mod(rules.splitStep).isZero());
  if (offStep.length > 1) return ['receipt.splitOffStep', { step: plain(rules.splitStep) }];
  if (rules.pieces > 0 && !part.times(rules.pieces).dividedBy(whole).isInteger())
    return ['receipt.splitPiecesNotWhole', { perPiece: whole.dividedBy(rules.pieces).toDecimalPlaces(6).toString() }];
  return null;
}

/** The step of an order above its minimum: a whole number of the product's split steps (listing.stepOffProduct). */
export function stepProblem(text: string | undefined, rules: Pick<ListingRules, 'splitStep'>): Problem | null {
  const step = readQuantity(text);
  if (!(step instanceof Decimal)) return step;
  if (!step.mod(rules.splitStep).isZero()) return ['listing.stepOffProduct', { step: plain(rules.splitStep) }];
  return null;
}

/**
 * The least a buyer may apply for: at least the product's minimum split, no more than is offered, and a whole number
 * of steps (checked once the step and the quantity read as quantities).
 */
export function minProblem(
  text: string | undefined,
  lot: { quantity: string | undefined; step: string | undefined },
  rules: Pick<ListingRules, 'minSplitQty'>,
): Problem | null {
  const min = readQuantity(text);
  if (!(min instanceof Decimal)) return min;
  if (min.lessThan(rules.minSplitQty)) return ['listing.minBelowProduct', { min: plain(rules.minSplitQty) }];
  const quantity = decimalOf(lot.quantity, QUANTITY_PATTERN);
  if (quantity && min.greaterThan(quantity)) return ['listing.minOverQuantity'];
  const step = decimalOf(lot.step, QUANTITY_PATTERN);
  if (step && !step.isZero() && !min.mod(step).isZero()) return ['listing.minOffStep', { step: plain(step) }];
  return null;
}

/** A price in 元 per unit: positive, at most two decimals. */
export function priceProblem(text: string | undefined): Problem | null {
  if (!(text ?? '').trim()) return ['field.required'];
  const price = decimalOf(text, MONEY_PATTERN);
  if (!price) return ['product.moneyInvalid'];
  if (price.isZero()) return ['product.mustBePositive'];
  return null;
}

/** The days a listing may stand until (China): from today to LISTING_MAX_DAYS ahead. */
export const validUntilRange = (today: string) => ({ earliest: today, latest: shiftDay(today, LISTING_MAX_DAYS) });

/** Whether a quantity the server answered is zero ("0.0000"): what the seller need not look at. */
export const isZeroQuantity = (value: string) => new Decimal(value).isZero();

/** A quantity as a form offers it to be edited: "120.0000" → "120". */
export const plainQuantity = (value: string) => new Decimal(value).toString();

/** What stays of the receipt once `part` is split off it, or null when the whole is listed (or `part` is not a quantity). */
export function restAfter(whole: string, part: string | undefined): string | null {
  const q = decimalOf(part, QUANTITY_PATTERN);
  if (!q) return null;
  const rest = new Decimal(whole).minus(q);
  return rest.greaterThan(0) ? rest.toString() : null;
}
