import { MONEY_PATTERN, QUANTITY_PATTERN } from '@hgsc/contracts';
import Decimal from 'decimal.js';

/** The decimal a field's text reads as under `pattern`, or null while it reads as none. */
export const decimalOf = (text: string | undefined, pattern: RegExp) => {
  const trimmed = (text ?? '').trim();
  return pattern.test(trimmed) ? new Decimal(trimmed) : null;
};

/**
 * What `quantity` is worth at `price`, to the fen (as the server rounds an order's amount), or null until both read:
 * the amount a form shows as its quantity is typed, in exact decimals.
 */
export function worth(quantity: string | undefined, price: string | undefined): string | null {
  const q = decimalOf(quantity, QUANTITY_PATTERN);
  const p = decimalOf(price, MONEY_PATTERN);
  return q && p ? q.times(p).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2) : null;
}
