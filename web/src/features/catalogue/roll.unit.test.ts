import { describe, expect, it } from 'vitest';
import { priceChange } from './roll.ts';

describe('priceChange', () => {
  it('answers the difference and its percentage exactly', () => {
    expect(priceChange({ price: '2595.00', previousPrice: '2560.00' })).toEqual({ delta: '35.00', percent: '1.37' });
    expect(priceChange({ price: '0.30', previousPrice: '0.10' })).toEqual({ delta: '0.20', percent: '200.00' });
  });
  it('keeps the sign of a fall', () => {
    expect(priceChange({ price: '7800', previousPrice: '8000' })).toEqual({ delta: '-200.00', percent: '-2.50' });
  });
  it('answers null for a new listing and no percentage after a zero price', () => {
    expect(priceChange({ price: '100', previousPrice: null })).toBeNull();
    expect(priceChange({ price: '100', previousPrice: '0' })).toEqual({ delta: '100.00', percent: null });
  });
});
