import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { formatBytes, formatDate, formatMarketDate, formatNumber, formatPrice } from './format.ts';

describe('formatNumber', () => {
  it('groups thousands and keeps the digits it was given', () => {
    expect(formatNumber('1234567.891')).toBe('1,234,567.891');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber('-1234567')).toBe('-1,234,567');
  });
  it('fixes the fraction digits when asked', () => {
    expect(formatNumber('1234.5', 4)).toBe('1,234.5000');
  });
  it('shows a dash for missing or invalid values', () => {
    expect(formatNumber(null)).toBe('-');
    expect(formatNumber('')).toBe('-');
    expect(formatNumber('abc')).toBe('-');
    expect(formatNumber(Number.NaN)).toBe('-');
  });
});

describe('formatPrice', () => {
  it('has two decimals, rounds half up and groups thousands', () => {
    expect(formatPrice('1234567.005')).toBe('1,234,567.01');
    expect(formatPrice('0')).toBe('0.00');
    expect(formatPrice('-0.125')).toBe('-0.13');
  });
  it('computes without binary floating point', () => {
    // 0.1 + 0.2 is 0.30000000000000004 in floats; as strings through decimal.js it stays exact.
    expect(formatPrice(new Decimal('0.1').plus('0.2'))).toBe('0.30');
    expect(formatPrice('12345678901234567.89')).toBe('12,345,678,901,234,567.89');
  });
});

describe('formatDate', () => {
  it('uses YYYY-MM-DD HH:mm:ss', () => {
    expect(formatDate(new Date(2026, 0, 2, 3, 4, 5))).toBe('2026-01-02 03:04:05');
  });
  it('shows a dash for missing or invalid dates', () => {
    expect(formatDate(undefined)).toBe('-');
    expect(formatDate('not a date')).toBe('-');
  });
});

describe('formatBytes', () => {
  it('picks a unit', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(40 * 1024 * 1024)).toBe('40.0 MB');
  });
});

describe('formatMarketDate', () => {
  it('reads the time in Beijing whatever the zone of the machine', () => {
    expect(formatMarketDate('2026-01-01T20:30:05Z')).toBe('2026-01-02 04:30:05');
    expect(formatMarketDate('2026-06-30T16:00:00.000Z', 'YYYY-MM-DD')).toBe('2026-07-01');
    expect(formatMarketDate(null)).toBe('-');
    expect(formatMarketDate('not a date')).toBe('-');
  });

  it('reads the same in a machine zone with daylight saving time or a half-hour offset', () => {
    const zone = process.env.TZ;
    try {
      const offsets = { 'America/New_York': 300, 'Asia/Kolkata': -330, 'Asia/Shanghai': -480 };
      for (const [machineZone, minutesBehindUtc] of Object.entries(offsets)) {
        process.env.TZ = machineZone;
        // The zone is in force (January: New York without its daylight saving time).
        expect(new Date(Date.UTC(2026, 0, 1)).getTimezoneOffset(), machineZone).toBe(minutesBehindUtc);
        expect(formatMarketDate('2026-01-01T20:30:05Z')).toBe('2026-01-02 04:30:05');
        // 02:30 on 8 March 2026 does not exist in New York (clocks jump from 02:00 to 03:00); it does in Beijing.
        expect(formatMarketDate('2026-03-07T18:30:00Z')).toBe('2026-03-08 02:30:00');
        expect(formatMarketDate('2026-07-15T23:59:59.900Z')).toBe('2026-07-16 07:59:59');
        expect(formatMarketDate(Date.UTC(2026, 11, 31, 16, 0, 0), 'YYYY')).toBe('2027');
      }
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});
