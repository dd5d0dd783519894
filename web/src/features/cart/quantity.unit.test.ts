import { describe, expect, it } from 'vitest';
import { canStep, clampQuantity, isQuantityText, quantityProblem, stepQuantity, sumMoney } from './quantity.ts';

const limits = { min: '2.5000', stock: '10.0000' };

describe('cart quantities', () => {
  it('recognises a positive quantity with at most 4 decimals', () => {
    expect(isQuantityText('1')).toBe(true);
    expect(isQuantityText('0.0001')).toBe(true);
    for (const text of ['0', '0.0000', '-1', '1.23456', 'abc', '', '1e3', ' 1']) expect(isQuantityText(text), text).toBe(false);
  });

  it('names what is wrong with a quantity', () => {
    expect(quantityProblem('3', limits)).toBeNull();
    expect(quantityProblem('2.5', limits)).toBeNull();
    expect(quantityProblem('10', limits)).toBeNull();
    expect(quantityProblem('2.4999', limits)).toBe('belowMin');
    expect(quantityProblem('10.0001', limits)).toBe('overStock');
    expect(quantityProblem('1.00001', limits)).toBe('invalid');
    expect(quantityProblem('3', { min: '1', stock: '0' })).toBe('soldOut');
    expect(quantityProblem('3', { min: '5', stock: '4' })).toBe('soldOut');
  });

  it('steps by one without float drift, held between the minimum and the stock', () => {
    expect(stepQuantity('2.5', 1, limits)).toBe('3.5');
    expect(stepQuantity('0.1', 1, { min: '0.1', stock: '5' })).toBe('1.1');
    expect(stepQuantity('1.1', -1, { min: '0.1', stock: '5' })).toBe('0.1');
    expect(stepQuantity('0.3', -1, { min: '0.1', stock: '5' })).toBe('0.1');
    expect(stepQuantity('9.5', 1, limits)).toBe('10');
    expect(stepQuantity('3', -1, limits)).toBe('2.5');
    expect(stepQuantity('', 1, limits)).toBe('3.5');
    expect(stepQuantity('12', -1, limits)).toBe('10');
  });

  it('knows when − and + have somewhere to go', () => {
    expect(canStep('2.5', -1, limits)).toBe(false);
    expect(canStep('2.5', 1, limits)).toBe(true);
    expect(canStep('10', 1, limits)).toBe(false);
    expect(canStep('12', -1, limits)).toBe(true);
    expect(canStep('1', -1, limits)).toBe(false);
    expect(canStep('3', 1, { min: '1', stock: '0' })).toBe(false);
  });

  it('clamps typed text to 4 decimals and the limits', () => {
    expect(clampQuantity('3.123456', limits)).toBe('3.1234');
    expect(clampQuantity('1', limits)).toBe('2.5');
    expect(clampQuantity('99', limits)).toBe('10');
    expect(clampQuantity('abc', limits)).toBe('2.5');
    expect(clampQuantity(' 4 ', limits)).toBe('4');
  });

  it('sums money exactly', () => {
    expect(sumMoney(['0.10', '0.20'])).toBe('0.30');
    expect(sumMoney([])).toBe('0.00');
    expect(sumMoney(['9999999999999999.99', '0.01'])).toBe('10000000000000000.00');
  });
});
