import { describe, expect, it } from 'vitest';
import { worth } from '../../shared/deal-amount.ts';
import {
  minProblem,
  plainQuantity,
  priceProblem,
  quantityProblem,
  restAfter,
  stepProblem,
  validUntilRange,
} from './listing-rules.ts';

const methanol = { quantity: '120', pieces: 0, minSplitQty: '10', splitStep: '1' };
const weighed = { quantity: '119.86', pieces: 0, minSplitQty: '10', splitStep: '1' };
const bags = { quantity: '12', pieces: 300, minSplitQty: '5', splitStep: '0.025' };

describe('the quantity a holder lists', () => {
  it('reads as a positive quantity no larger than the receipt', () => {
    expect(quantityProblem('', methanol)).toEqual(['field.required']);
    expect(quantityProblem('1.00001', methanol)).toEqual(['warehouse.quantityInvalid']);
    expect(quantityProblem('0', methanol)).toEqual(['warehouse.quantityPositive']);
    expect(quantityProblem('120.0001', methanol)).toEqual(['listing.quantityOverReceipt', { available: '120' }]);
    expect(quantityProblem('120', methanol)).toBeNull();
  });

  it('splits a part off only where both the part and the rest are parts the receipt can give', () => {
    expect(quantityProblem('9', methanol)).toEqual(['receiptTrade.list.partBelowMinimum', { min: '10' }]);
    expect(quantityProblem('115', methanol)).toEqual(['receiptTrade.list.restBelowMinimum', { min: '10', rest: '5' }]);
    expect(quantityProblem('30.5', methanol)).toEqual(['receipt.splitOffStep', { step: '1' }]);
    expect(quantityProblem('30', methanol)).toBeNull();
    // A weighed receipt leaves its remainder to one part: 30 + 89.86 is fine, 30.5 + 89.36 is not.
    expect(quantityProblem('30', weighed)).toBeNull();
    expect(quantityProblem('30.5', weighed)).toEqual(['receipt.splitOffStep', { step: '1' }]);
    // The whole of a weighed receipt is listed as it is.
    expect(quantityProblem('119.86', weighed)).toBeNull();
  });

  it('says what stays free once a part is split off', () => {
    expect(restAfter('120.0000', '30')).toBe('90');
    expect(restAfter('119.86', '30')).toBe('89.86');
    expect(restAfter('120', '120')).toBeNull();
    expect(restAfter('120', 'x')).toBeNull();
    expect(plainQuantity('10.0000')).toBe('10');
  });

  it('asks packed goods for whole pieces, in exact decimals', () => {
    expect(quantityProblem('5.025', bags)).toEqual(['receipt.splitPiecesNotWhole', { perPiece: '0.04' }]);
    expect(quantityProblem('6', bags)).toBeNull();
  });
});

describe('the lot of each order', () => {
  it('takes a step of whole product steps', () => {
    expect(stepProblem('5', methanol)).toBeNull();
    expect(stepProblem('2.5', methanol)).toEqual(['listing.stepOffProduct', { step: '1' }]);
    expect(stepProblem('0.075', bags)).toBeNull();
    expect(stepProblem('0.03', bags)).toEqual(['listing.stepOffProduct', { step: '0.025' }]);
  });

  it('takes a minimum of at least the product’s split, within the quantity, on the step', () => {
    const lot = { quantity: '30', step: '5' };
    expect(minProblem('5', lot, methanol)).toEqual(['listing.minBelowProduct', { min: '10' }]);
    expect(minProblem('35', lot, methanol)).toEqual(['listing.minOverQuantity']);
    expect(minProblem('12', lot, methanol)).toEqual(['listing.minOffStep', { step: '5' }]);
    expect(minProblem('10', lot, methanol)).toBeNull();
    // A step or quantity not yet typed is no reason to refuse the minimum.
    expect(minProblem('12', { quantity: '', step: '' }, methanol)).toBeNull();
  });
});

describe('the price and the worth', () => {
  it('reads a positive price of at most two decimals', () => {
    expect(priceProblem(' ')).toEqual(['field.required']);
    expect(priceProblem('2350.555')).toEqual(['product.moneyInvalid']);
    expect(priceProblem('0.00')).toEqual(['product.mustBePositive']);
    expect(priceProblem('2350.50')).toBeNull();
  });

  it('multiplies without binary floating point, to the fen', () => {
    expect(worth('0.1', '0.3')).toBe('0.03');
    expect(worth('30', '2350.55')).toBe('70516.50');
    expect(worth('1.0005', '1.01')).toBe('1.01');
    expect(worth('', '1')).toBeNull();
  });

  it('lets a listing stand from today to 90 days ahead', () => {
    expect(validUntilRange('2026-01-01')).toEqual({ earliest: '2026-01-01', latest: '2026-04-01' });
  });
});
