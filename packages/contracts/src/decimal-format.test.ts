import { describe, expect, it } from 'vitest';
import { formatDecimal, groupThousands } from './decimal-format.ts';

describe('formatDecimal', () => {
  it('prints a stored quantity with the digits it needs, grouped', () => {
    expect(formatDecimal('40.0000')).toBe('40');
    expect(formatDecimal('5.5000')).toBe('5.5');
    expect(formatDecimal('0.1250')).toBe('0.125');
    expect(formatDecimal('1234.0000')).toBe('1,234');
    expect(formatDecimal('0.0000')).toBe('0');
    expect(formatDecimal('007')).toBe('7');
  });

  it('prints money with two decimals and thousands separators, rounding half away from zero', () => {
    expect(formatDecimal('98000.00', 2)).toBe('98,000.00');
    expect(formatDecimal('98000', 2)).toBe('98,000.00');
    expect(formatDecimal('0.5', 2)).toBe('0.50');
    expect(formatDecimal('1234567.005', 2)).toBe('1,234,567.01');
    expect(formatDecimal('999.995', 2)).toBe('1,000.00');
    expect(formatDecimal('-0.125', 2)).toBe('-0.13');
    expect(formatDecimal('-0.001', 2)).toBe('0.00');
    expect(formatDecimal('1234.5', 0)).toBe('1,235');
  });

  it('keeps every digit of amounts larger than a float holds', () => {
    expect(formatDecimal('12345678901234567.89', 2)).toBe('12,345,678,901,234,567.89');
    expect(formatDecimal('9999999999999999.99')).toBe('9,999,999,999,999,999.99');
  });

  it('refuses what is not a plain decimal', () => {
    for (const value of ['', '.', '-', 'abc', '1e5', '1.2.3', '1,000']) expect(formatDecimal(value), value).toBeUndefined();
  });
});

describe('groupThousands', () => {
  it('groups the integer part only', () => {
    expect(groupThousands('1234567.891')).toBe('1,234,567.891');
    expect(groupThousands('-1234567')).toBe('-1,234,567');
    expect(groupThousands('999')).toBe('999');
  });
});
