import { describe, expect, it } from 'vitest';
import { isValidResidentId, maskResidentId, residentIdCheckChar } from './resident-id.ts';

describe('resident identity number (GB 11643)', () => {
  it('computes the check character of the standard’s example', () => {
    // GB 11643-1999 annex: 11010519491231002X.
    expect(residentIdCheckChar('11010519491231002')).toBe('X');
    expect(isValidResidentId('11010519491231002X')).toBe(true);
    expect(isValidResidentId('11010519491231002x')).toBe(true);
  });

  it('refuses a wrong check character, an impossible birth date and a short number', () => {
    expect(isValidResidentId('110105194912310021')).toBe(false);
    expect(isValidResidentId('110105194902300029')).toBe(false);
    expect(isValidResidentId('11010519491231002')).toBe(false);
  });

  it('masks all but the first and last four characters', () => {
    expect(maskResidentId('11010519491231002X')).toBe('1101**********002X');
  });
});
