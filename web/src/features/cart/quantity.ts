import { QUANTITY_PATTERN } from '@hgsc/contracts';
import Decimal from 'decimal.js';

/**
 * Quantity rules of the cart on the page, in exact decimals (the server checks the same): a
 * quantity is positive with at most 4 decimals, at least the minimum order quantity and at most
 * the stock; a stock below the minimum (or zero) cannot be bought at all.
 */
export interface QuantityLimits {
  min: string;
  stock: string;
}

export type QuantityProblem = 'invalid' | 'soldOut' | 'belowMin' | 'overStock';

/** The step of the − / + buttons. */
export const QUANTITY_STEP = '1';

export const isQuantityText = (text: string) => QUANTITY_PATTERN.test(text) && !new Decimal(text).isZero();

export const isSoldOut = ({ min, stock }: QuantityLimits) => new Decimal(stock).lt(min) || new Decimal(stock).lte(0);

/** What is wrong with `text` as a quantity of a product, or null. */
export function quantityProblem(text: string, limits: QuantityLimits): QuantityProblem | null {
  if (isSoldOut(limits)) return 'soldOut';
  if (!isQuantityText(text)) return 'invalid';
  if (new Decimal(text).lt(limits.min)) return 'belowMin';
  if (new Decimal(text).gt(limits.stock)) return 'overStock';
  return null;
}

/** A quantity as people read it: '2.5000' → '2.5'. */
export const plainQuantity = (value: string) => new Decimal(value).toFixed();

/**
 * Typed text made into a quantity: cut to 4 decimals (down), then held between the minimum and
 * the stock; text that is no number becomes the minimum.
 */
export function clampQuantity(text: string, limits: QuantityLimits): string {
  let value: Decimal;
  try {
    value = new Decimal(text.trim());
  } catch {
    return plainQuantity(limits.min);
  }
  if (!value.isFinite()) return plainQuantity(limits.min);
  value = value.toDecimalPlaces(4, Decimal.ROUND_DOWN);
  if (value.lt(limits.min)) value = new Decimal(limits.min);
  if (value.gt(limits.stock)) value = new Decimal(limits.stock);
  return value.toFixed();
}

/** One step up (+1) or down (−1) from `current`, held between the minimum and the stock. */
export function stepQuantity(current: string, direction: 1 | -1, limits: QuantityLimits, step = QUANTITY_STEP): string {
  const base = isQuantityText(current) ? new Decimal(current) : new Decimal(limits.min);
  return clampQuantity(base.plus(new Decimal(step).times(direction)).toFixed(), limits);
}

/** Whether the − (down) or + (up) button has somewhere to go: above the minimum, below the stock. */
export function canStep(current: string, direction: 1 | -1, limits: QuantityLimits): boolean {
  if (isSoldOut(limits)) return false;
  if (!isQuantityText(current)) return true;
  return direction === 1 ? new Decimal(current).lt(limits.stock) : new Decimal(current).gt(limits.min);
}

/** The sum of money amounts, 2 decimals. */
export const sumMoney = (amounts: readonly string[]) =>
  amounts.reduce((sum, amount) => sum.plus(amount), new Decimal(0)).toFixed(2);
