import { describe, expect, it } from 'vitest';
import { priceTierProblems, tierPriceOf } from './price-tiers.ts';

const offer = {
  price: '2400.00',
  minOrderQty: '10',
  priceTiers: [
    { minQty: '30', price: '2350.00' },
    { minQty: '100', price: '2300.00' },
  ],
};

describe('quantity prices (阶梯价)', () => {
  it('picks the tier each quantity reaches, its threshold included, exactly', () => {
    expect(tierPriceOf(offer, '10')).toEqual({ price: '2400.00', tier: null });
    expect(tierPriceOf(offer, '29.9999')).toEqual({ price: '2400.00', tier: null });
    expect(tierPriceOf(offer, '30')).toEqual({ price: '2350.00', tier: offer.priceTiers[0] });
    expect(tierPriceOf(offer, '30.0000')).toEqual({ price: '2350.00', tier: offer.priceTiers[0] });
    expect(tierPriceOf(offer, '99.9999')).toMatchObject({ price: '2350.00' });
    expect(tierPriceOf(offer, '100')).toEqual({ price: '2300.00', tier: offer.priceTiers[1] });
    expect(tierPriceOf(offer, '123456789012.5')).toMatchObject({ price: '2300.00' });
    expect(tierPriceOf({ price: '2400.00' }, '500')).toEqual({ price: '2400.00', tier: null });
  });

  it('refuses tiers at or below the minimum order, not rising, or not below the price before', () => {
    expect(priceTierProblems(offer, offer.priceTiers)).toEqual([]);
    expect(priceTierProblems(offer, [{ minQty: '10', price: '2350' }])).toEqual([[0, 'minQty', 'product.tierBelowMinimum']]);
    expect(
      priceTierProblems(offer, [
        { minQty: '50', price: '2350' },
        { minQty: '50.0', price: '2300' },
      ]),
    ).toEqual([[1, 'minQty', 'product.tierQtyNotRising']]);
    expect(priceTierProblems(offer, [{ minQty: '30', price: '2400.00' }])).toEqual([[0, 'price', 'product.tierPriceNotFalling']]);
    expect(
      priceTierProblems(offer, [
        { minQty: '30', price: '2350' },
        { minQty: '100', price: '2350.01' },
      ]),
    ).toEqual([[1, 'price', 'product.tierPriceNotFalling']]);
  });
});
