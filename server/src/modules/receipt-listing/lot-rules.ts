import { chinaDate, LISTING_MAX_DAYS, shiftDay } from '@hgsc/contracts';
import Decimal from 'decimal.js';
import { invalidField, wrongState } from '../../platform/http/app-error.ts';

const plain = (value: string) => new Decimal(value).toString();

/**
 * A listing's lot, in exact decimals: the minimum order at least the product's minimum split (an order's part is
 * split off the receipt, and a child below the minimum is refused), the step a whole number of the product's split
 * steps, and the minimum a whole number of steps, so every order the listing allows is a part the receipt can give.
 */
export function checkListingLot(
  lot: { minQty: string; step: string },
  product: { minSplitQty: string; splitStep: string },
): void {
  if (new Decimal(lot.minQty).lessThan(product.minSplitQty))
    throw invalidField('minQty', 'listing.minBelowProduct', { min: plain(product.minSplitQty) });
  if (!new Decimal(lot.step).mod(product.splitStep).isZero())
    throw invalidField('step', 'listing.stepOffProduct', { step: plain(product.splitStep) });
  if (!new Decimal(lot.minQty).mod(lot.step).isZero())
    throw invalidField('minQty', 'listing.minOffStep', { step: plain(lot.step) });
}

/** The last day an offer stands: today at the earliest, at most LISTING_MAX_DAYS ahead (China). */
export function checkValidUntil(validUntil: string, today = chinaDate()): void {
  if (validUntil < today) throw invalidField('validUntil', 'listing.validUntilPast');
  const latest = shiftDay(today, LISTING_MAX_DAYS);
  if (validUntil > latest) throw invalidField('validUntil', 'listing.validUntilTooFar', { date: latest });
}

/**
 * What a buyer may apply for, in exact decimals: at least the listing's minimum and on its step — or all that is left —
 * never more than is available, never leaving less than the minimum for the next buyer (so the seller can always split
 * what remains), and for packed goods whole pieces of the listed receipt.
 */
export function checkApplication(
  listing: { minQty: string; step: string; availableQty: string },
  receipt: { quantity: string; pieces: number },
  quantity: string,
): void {
  const q = new Decimal(quantity);
  const available = new Decimal(listing.availableQty);
  const min = new Decimal(listing.minQty);
  const words = { min: plain(listing.minQty), step: plain(listing.step), available: available.toString() };
  if (q.greaterThan(available)) throw wrongState('receiptOrder.overAvailable', { available: words.available });
  if (!q.equals(available)) {
    if (q.lessThan(min)) throw invalidField('quantity', 'receiptOrder.belowMinimum', words);
    if (!q.minus(min).mod(listing.step).isZero()) throw invalidField('quantity', 'receiptOrder.offStep', words);
    const rest = available.minus(q);
    if (rest.lessThan(min))
      throw invalidField('quantity', 'receiptOrder.leavesTooLittle', {
        ...words,
        rest: rest.toString(),
        max: available.minus(min).toString(),
      });
  }
  if (receipt.pieces > 0 && !q.times(receipt.pieces).dividedBy(receipt.quantity).isInteger())
    throw invalidField('quantity', 'receiptOrder.piecesNotWhole', {
      perPiece: new Decimal(receipt.quantity).dividedBy(receipt.pieces).toDecimalPlaces(6).toString(),
    });
}
