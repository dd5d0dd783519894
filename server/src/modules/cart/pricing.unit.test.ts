import { describe, expect, it } from 'vitest';
import { addQuantities, itemStatus, lineAmount, plainDecimal, quantityStatus, storedQuantity, sumAmounts } from './pricing.ts';

describe('cart pricing', () => {
  it('multiplies exactly and rounds half up to the fen', () => {
    expect(lineAmount('3', '0.10')).toBe('0.30');
    expect(lineAmount('0.1', '0.30')).toBe('0.03');
    expect(lineAmount('0.3333', '3.00')).toBe('1.00');
    expect(lineAmount('0.0005', '10.00')).toBe('0.01');
    expect(lineAmount('0.0004', '10.00')).toBe('0.00');
    expect(lineAmount('1.2345', '6789.01')).toBe('8381.03');
  });

  it('keeps every digit of large amounts', () => {
    expect(lineAmount('99999999999999.9999', '9999999999999999.99')).toBe('999999999999999998000000000000.00');
    expect(sumAmounts(['9999999999999999.99', '0.01'])).toBe('10000000000000000.00');
  });

  it('sums amounts without float drift', () => {
    expect(sumAmounts(['0.10', '0.20'])).toBe('0.30');
    expect(sumAmounts([])).toBe('0.00');
    expect(sumAmounts(Array.from({ length: 10 }, () => '0.10'))).toBe('1.00');
  });

  it('stores and shows quantities', () => {
    expect(storedQuantity('1.5')).toBe('1.5000');
    expect(addQuantities('0.1000', '0.2')).toBe('0.3000');
    expect(plainDecimal('20.5000')).toBe('20.5');
    expect(plainDecimal('1.0000')).toBe('1');
  });

  it('checks a quantity against the minimum order and the stock', () => {
    const product = { minOrderQty: '1.0000', stock: '10.0000' };
    expect(quantityStatus(product, '1')).toBe('ok');
    expect(quantityStatus(product, '10.0000')).toBe('ok');
    expect(quantityStatus(product, '0.9999')).toBe('belowMin');
    expect(quantityStatus(product, '10.0001')).toBe('overStock');
    expect(quantityStatus({ minOrderQty: '1', stock: '0' }, '1')).toBe('soldOut');
    expect(quantityStatus({ minOrderQty: '5', stock: '4.9999' }, '4')).toBe('soldOut');
  });

  it('orders line statuses by seriousness', () => {
    const base = { visible: true, ownProduct: false, price: '10.00', minOrderQty: '1', stock: '5' };
    expect(itemStatus(base, '2')).toBe('ok');
    expect(itemStatus({ ...base, visible: false, ownProduct: true }, '9')).toBe('unavailable');
    expect(itemStatus({ ...base, ownProduct: true }, '9')).toBe('ownProduct');
    expect(itemStatus({ ...base, ownProduct: true, price: null }, '9')).toBe('ownProduct');
    expect(itemStatus({ ...base, price: null, stock: '0' }, '9')).toBe('priceOnRequest');
    expect(itemStatus({ ...base, stock: '0' }, '9')).toBe('soldOut');
  });
});
