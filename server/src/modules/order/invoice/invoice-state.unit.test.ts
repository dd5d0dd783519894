import { describe, expect, it } from 'vitest';
import { invoiceStatusOf, remainingOf } from './invoice-state.ts';

describe('invoice state', () => {
  it('says 未开票 / 部分开票 / 已开票 from exact sums', () => {
    expect(invoiceStatusOf('0.00', '100.00')).toBe('none');
    expect(invoiceStatusOf('99.99', '100.00')).toBe('partial');
    expect(invoiceStatusOf('100.00', '100.00')).toBe('full');
    // 0.1 + 0.2 in floats is 0.30000000000000004; the sum here is exact.
    expect(invoiceStatusOf('0.30', '0.3')).toBe('full');
    expect(invoiceStatusOf('9999999999999999.99', '9999999999999999.99')).toBe('full');
    expect(invoiceStatusOf('9999999999999999.98', '9999999999999999.99')).toBe('partial');
  });

  it('leaves total − invoiced to invoice, never below zero', () => {
    expect(remainingOf('1234.56', '5000.00')).toBe('3765.44');
    expect(remainingOf('5000.00', '5000.00')).toBe('0.00');
    expect(remainingOf('5000.01', '5000.00')).toBe('0.00');
    expect(remainingOf('0.01', '9999999999999999.99')).toBe('9999999999999999.98');
  });
});
