import { describe, expect, it } from 'vitest';
import { chinaDate, chinaDayStart, nextChinaMidnight } from './certificate.ts';

describe('China calendar days', () => {
  it('names the day in China, eight hours ahead of UTC', () => {
    expect(chinaDate(new Date('2026-11-27T15:59:59.999Z'))).toBe('2026-11-27');
    expect(chinaDate(new Date('2026-11-27T16:00:00.000Z'))).toBe('2026-11-28');
  });

  it('finds the midnight in China that starts the day of an instant', () => {
    expect(chinaDayStart(new Date('2026-11-27T15:59:59.999Z')).toISOString()).toBe('2026-11-26T16:00:00.000Z');
    expect(chinaDayStart(new Date('2026-11-27T16:00:00.000Z')).toISOString()).toBe('2026-11-27T16:00:00.000Z');
  });

  it('finds the next midnight in China: 16:00 UTC, strictly after the instant', () => {
    expect(nextChinaMidnight(new Date('2026-11-27T03:00:00Z')).toISOString()).toBe('2026-11-27T16:00:00.000Z');
    expect(nextChinaMidnight(new Date('2026-11-27T15:59:59.999Z')).toISOString()).toBe('2026-11-27T16:00:00.000Z');
    expect(nextChinaMidnight(new Date('2026-11-27T16:00:00.000Z')).toISOString()).toBe('2026-11-28T16:00:00.000Z');
    // The last day of a year, in China.
    expect(nextChinaMidnight(new Date('2026-12-31T17:00:00Z')).toISOString()).toBe('2027-01-01T16:00:00.000Z');
  });
});
