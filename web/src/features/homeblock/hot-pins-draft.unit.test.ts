import { describe, expect, it } from 'vitest';
import { addPin, movePin, type PinnedProduct, removePin, samePins } from './hot-pins-draft.ts';

const pin = (productId: number): PinnedProduct => ({
  productId,
  name: `产品${productId}`,
  casNumber: '67-56-1',
  shopName: '店铺',
  visible: true,
});
const ids = (pins: PinnedProduct[]) => pins.map((p) => p.productId);

describe('hot pin draft', () => {
  const pins = [pin(1), pin(2), pin(3)];
  it('moves a pin up or down, not past either end', () => {
    expect(ids(movePin(pins, 2, -1))).toEqual([2, 1, 3]);
    expect(ids(movePin(pins, 2, 1))).toEqual([1, 3, 2]);
    expect(ids(movePin(pins, 1, -1))).toEqual([1, 2, 3]);
    expect(ids(movePin(pins, 3, 1))).toEqual([1, 2, 3]);
  });
  it('removes a pin', () => {
    expect(ids(removePin(pins, 2))).toEqual([1, 3]);
  });
  it('appends a product once and only while there is room', () => {
    expect(ids(addPin(pins, pin(4), 20))).toEqual([1, 2, 3, 4]);
    expect(ids(addPin(pins, pin(2), 20))).toEqual([1, 2, 3]);
    expect(ids(addPin(pins, pin(4), 3))).toEqual([1, 2, 3]);
  });
  it('compares lists by products and order', () => {
    expect(samePins(pins, [pin(1), pin(2), pin(3)])).toBe(true);
    expect(samePins(pins, [pin(2), pin(1), pin(3)])).toBe(false);
    expect(samePins(pins, [pin(1), pin(2)])).toBe(false);
  });
});
