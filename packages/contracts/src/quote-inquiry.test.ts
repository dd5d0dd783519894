import { describe, expect, it } from 'vitest';
import { priceTierProblems } from './price-tiers.ts';
import { INQUIRY_FLOW, INQUIRY_STATUSES, inquirySubmitBody } from './quote-inquiry.ts';

describe('the inquiry flow', () => {
  it('lets the seller quote or decline and the buyer cancel an open inquiry, and nothing after', () => {
    expect(INQUIRY_FLOW.allowed({ status: 'open' }, 'seller')).toEqual(['quote', 'decline']);
    expect(INQUIRY_FLOW.allowed({ status: 'open' }, 'buyer')).toEqual(['cancel']);
    for (const status of INQUIRY_STATUSES.filter((s) => s !== 'open')) {
      expect(INQUIRY_FLOW.allowed({ status }, 'seller')).toEqual([]);
      expect(INQUIRY_FLOW.allowed({ status }, 'buyer')).toEqual([]);
    }
    expect(INQUIRY_FLOW.check({ status: 'open' }, 'quote', 'seller')).toMatchObject({ open: true, to: 'quoted' });
    expect(INQUIRY_FLOW.check({ status: 'open' }, 'decline', 'buyer')).toMatchObject({ open: false, reason: 'state' });
  });

  it('asks for a positive quantity and a calendar day, and nothing it does not know', () => {
    expect(inquirySubmitBody.safeParse({ productId: 1, quantity: '30', needBy: '2026-12-31' }).success).toBe(true);
    expect(inquirySubmitBody.safeParse({ productId: 1, quantity: '0' }).success).toBe(false);
    expect(inquirySubmitBody.safeParse({ productId: 1, quantity: '30', needBy: '2026-02-30' }).success).toBe(false);
    expect(inquirySubmitBody.safeParse({ productId: 1, quantity: '30', price: '1.00' }).success).toBe(false);
  });
});

describe('an offer at 面议', () => {
  it('has no tiers: each one given is refused at its price', () => {
    expect(priceTierProblems({ price: null, minOrderQty: '1' }, [])).toEqual([]);
    expect(priceTierProblems({ price: null, minOrderQty: '1' }, [{ minQty: '10', price: '90.00' }])).toEqual([
      [0, 'price', 'product.tiersNeedPrice'],
    ]);
  });
});
