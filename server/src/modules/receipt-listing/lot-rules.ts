import { chinaDate, LISTING_MAX_DAYS, shiftDay } from '@hgsc/contracts';
import Decimal from 'decimal.js';
import { invalidField } from '../../platform/http/app-error.ts';

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
