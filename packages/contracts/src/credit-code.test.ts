import { describe, expect, it } from 'vitest';
import { creditCodeCheckChar, isValidCreditCode } from './credit-code.ts';

describe('unified social credit code (GB 32100)', () => {
  it('accepts real published codes', () => {
    // Published codes of well-known companies (licence pages are public).
    expect(isValidCreditCode('91110000100005220B')).toBe(true); // China Petroleum & Chemical (Sinopec)
    expect(isValidCreditCode('91440300708461136T')).toBe(true); // Huawei Technologies
    expect(isValidCreditCode('91330100716105852F')).toBe(true); // Alibaba (China) Co.
  });

  it('rejects a wrong check character, a bad letter and a wrong length', () => {
    expect(isValidCreditCode('91110000100005220A')).toBe(false);
    expect(isValidCreditCode('91110000I00005220B')).toBe(false);
    expect(isValidCreditCode('9111000010000522')).toBe(false);
  });

  it('computes the check character that makes a code valid', () => {
    const body = '91310115MA1K3XXXX'.replace(/X/g, '1');
    expect(isValidCreditCode(body + creditCodeCheckChar(body))).toBe(true);
  });
});
