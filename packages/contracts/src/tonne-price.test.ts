import { describe, expect, it } from 'vitest';
import { isTonneUnit, isWeightUnit, tonnePriceOf } from './tonne-price.ts';

describe('the price per tonne', () => {
  it('is the price of an offer per tonne, and a thousand times a price per kilogram', () => {
    expect(tonnePriceOf('2480.00', '吨', null)).toBe('2480.00');
    expect(tonnePriceOf('6.50', '千克', null)).toBe('6500.00');
    expect(tonnePriceOf('6.55', 'KG', null)).toBe('6550.00');
    expect(tonnePriceOf('18', '公斤', '25')).toBe('18000.00');
  });

  it('converts a drum, bag or tote by the net weight it declares, exact to the cent', () => {
    expect(tonnePriceOf('415.00', '桶', '160')).toBe('2593.75');
    expect(tonnePriceOf('100.00', '袋', '25')).toBe('4000.00');
    // 1000 ÷ 3 = 333.333…: half up at the cent.
    expect(tonnePriceOf('1.00', '桶', '3')).toBe('333.33');
    expect(tonnePriceOf('2.00', '桶', '3')).toBe('666.67');
    expect(tonnePriceOf('0.01', '袋', '0.0001')).toBe('100000.00');
    expect(tonnePriceOf('9999999999999999.99', '袋', '0.0001')).toBe('99999999999999999900000.00');
  });

  it('is unknown for a unit that is not a weight and declares none', () => {
    expect(tonnePriceOf('415.00', '桶', null)).toBeNull();
    expect(tonnePriceOf('415.00', '桶', '0')).toBeNull();
  });

  it('knows the weight units', () => {
    expect(['吨', 't', 'T', '千克', '公斤', 'kg', ' Kg '].every(isWeightUnit)).toBe(true);
    expect(['桶', '袋', '吨袋', '件'].some(isWeightUnit)).toBe(false);
    expect(isTonneUnit('吨') && isTonneUnit('T') && !isTonneUnit('千克')).toBe(true);
  });
});
