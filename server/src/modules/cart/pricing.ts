import type { CartItemStatus } from '@hgsc/contracts';
import Decimal from 'decimal.js';

/**
 * The cart's arithmetic, exact and in one place (checkout prices lines the same way). Quantities
 * carry up to 18 digits and prices up to 18, so a product needs 36 significant digits: decimal.js's
 * default precision (20) would round it, hence a clone with room to spare.
 */
const Exact = Decimal.clone({ precision: 64, rounding: Decimal.ROUND_HALF_UP });

/** quantity × unit price, rounded half up to the fen (money is NUMERIC(18,2)). */
export function lineAmount(quantity: string, price: string): string {
  return new Exact(quantity).times(price).toDecimalPlaces(2, Exact.ROUND_HALF_UP).toFixed(2);
}

/** The sum of money amounts, 2 decimals. */
export function sumAmounts(amounts: readonly string[]): string {
  return amounts.reduce((sum, amount) => sum.plus(amount), new Exact(0)).toFixed(2);
}

/** A quantity as the column stores it (4 decimals). */
export const storedQuantity = (quantity: string | Decimal) => new Exact(quantity).toFixed(4);

/** A quantity or amount as people read it in a message: '1.5000' → '1.5'. */
export const plainDecimal = (value: string) => new Exact(value).toFixed();

export const addQuantities = (a: string, b: string) => storedQuantity(new Exact(a).plus(b));

const cmp = (a: string, b: string) => new Exact(a).comparedTo(b);

/**
 * Whether `quantity` of a product can be bought as it stands: a stock below the minimum order
 * quantity (zero included) is sold out; otherwise the quantity must lie between the two.
 */
export function quantityStatus(
  product: { minOrderQty: string; stock: string },
  quantity: string,
): Extract<CartItemStatus, 'ok' | 'soldOut' | 'belowMin' | 'overStock'> {
  if (cmp(product.stock, product.minOrderQty) < 0 || cmp(product.stock, '0') <= 0) return 'soldOut';
  if (cmp(quantity, product.minOrderQty) < 0) return 'belowMin';
  if (cmp(quantity, product.stock) > 0) return 'overStock';
  return 'ok';
}

/** A line's status, most serious first (see CART_ITEM_STATUSES). */
export function itemStatus(
  product: { visible: boolean; ownProduct: boolean; price: string | null; minOrderQty: string; stock: string },
  quantity: string,
): CartItemStatus {
  if (!product.visible) return 'unavailable';
  if (product.ownProduct) return 'ownProduct';
  if (product.price === null) return 'priceOnRequest';
  return quantityStatus(product, quantity);
}
