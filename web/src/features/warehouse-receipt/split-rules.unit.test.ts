import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { partProblem, piecesOf, remainderProblem, splitTally } from './split-rules.ts';

const methanol = { quantity: '120', pieces: 0, minSplitQty: '10', splitStep: '1' };
const bags = { quantity: '12', pieces: 300, minSplitQty: '5', splitStep: '0.025' };

describe('the split modal’s lot rules', () => {
  it('names the rule a part breaks, in the order the server checks them', () => {
    expect(partProblem('', methanol)).toEqual(['receiptHolder.split.partRequired']);
    expect(partProblem('1.00001', methanol)).toEqual(['warehouse.quantityInvalid']);
    expect(partProblem('0', methanol)).toEqual(['warehouse.quantityPositive']);
    expect(partProblem('9.9999', methanol)).toEqual(['receipt.splitBelowMinimum', { min: '10' }]);
    expect(partProblem('10.5', methanol)).toEqual(['receipt.splitOffStep', { step: '1' }]);
    expect(partProblem('100', methanol)).toBeNull();
  });

  it('asks packed goods to split by whole pieces, exactly', () => {
    // 12 t in 300 bags of 40 kg: 5.025 t would be 125.625 bags.
    expect(partProblem('5.025', bags)).toEqual(['receipt.splitPiecesNotWhole', { perPiece: '0.04' }]);
    expect(partProblem('6', bags)).toBeNull();
    expect(piecesOf(new Decimal('6'), bags)?.toString()).toBe('150');
    expect(piecesOf(new Decimal('6'), methanol)).toBeNull();
  });

  it('adds the parts in decimals: 0.1 + 0.2 is 0.3 of the receipt, not 0.30000000000000004', () => {
    expect(splitTally(['0.1', '0.2'], '0.3')).toMatchObject({ balanced: true });
    const partial = splitTally(['100', 'abc', undefined], '120');
    expect(partial.sum.toString()).toBe('100');
    expect(partial.left.toString()).toBe('20');
    expect(partial.balanced).toBe(false);
  });

  it('lets one part of a weighed receipt carry the remainder below a step, and only one', () => {
    const weighed = { ...methanol, quantity: '119.86' };
    expect(partProblem('19.86', weighed)).toBeNull();
    expect(remainderProblem(['100', '19.86'], weighed)).toBeNull();
    expect(remainderProblem(['60.5', '59.36'], weighed)).toEqual(['receipt.splitOffStep', { step: '1' }]);
  });
});
