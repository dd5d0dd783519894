import type { CatalogueRollItem } from '@hgsc/contracts';
import Decimal from 'decimal.js';

/**
 * The move of a ticker item: the difference to the previous price and its percentage (2 decimals),
 * computed with decimal.js; null for a new listing or a previous price of zero (no percentage).
 */
export function priceChange(
  item: Pick<CatalogueRollItem, 'price' | 'previousPrice'>,
): { delta: string; percent: string | null } | null {
  if (item.previousPrice === null) return null;
  try {
    const now = new Decimal(item.price);
    const before = new Decimal(item.previousPrice);
    const delta = now.minus(before);
    const percent = before.isZero() ? null : delta.div(before).times(100).toFixed(2, Decimal.ROUND_HALF_UP);
    return { delta: delta.toFixed(2, Decimal.ROUND_HALF_UP), percent };
  } catch {
    return null;
  }
}
