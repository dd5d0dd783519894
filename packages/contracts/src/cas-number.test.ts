import { describe, expect, it } from 'vitest';
import { isValidCasNumber } from './cas-number.ts';

describe('CAS registry number', () => {
  it('accepts real numbers of common chemicals', () => {
    for (const cas of ['67-56-1', '107-21-1', '100-21-0', '71-43-2', '100-42-5', '9002-88-4', '7732-18-5', '7647-01-0']) {
      expect(isValidCasNumber(cas), cas).toBe(true);
    }
  });

  it('rejects a wrong check digit and malformed numbers', () => {
    expect(isValidCasNumber('67-56-2')).toBe(false);
    expect(isValidCasNumber('6-56-1')).toBe(false);
    expect(isValidCasNumber('67561')).toBe(false);
    expect(isValidCasNumber('12345678-12-1')).toBe(false);
  });
});
