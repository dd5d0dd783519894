import { describe, expect, it } from 'vitest';
import { storageFee } from './storage-fee.ts';

describe('storage fee', () => {
  it('counts the first and the last day, across a month boundary, in exact decimals', () => {
    const fee = storageFee({
      from: '2026-01-30',
      to: '2026-02-02',
      quantities: [{ from: '2026-01-30', quantity: '33.3333' }],
      rates: [{ from: '2026-01-01', to: null, rate: '0.8' }],
    });
    expect(fee.days).toBe(4);
    // 33.3333 × 0.8 × 4 = 106.66656 → 106.67 (half up); a float would print 106.66656000000001.
    expect(fee.amount).toBe('106.67');
    expect(fee.lines).toEqual([
      { from: '2026-01-30', to: '2026-02-02', days: 4, quantity: '33.3333', rate: '0.8', amount: '106.67' },
    ]);
  });

  it('goes piecewise where the quantity changes, the day of the change at the new quantity', () => {
    const fee = storageFee({
      from: '2026-03-28',
      to: '2026-04-03',
      quantities: [
        { from: '2026-03-28', quantity: '100.0000' },
        { from: '2026-04-01', quantity: '60.5000' },
      ],
      rates: [{ from: '2026-01-01', to: null, rate: '1.0000' }],
    });
    expect(fee.lines.map((l) => [l.from, l.to, l.days, l.quantity, l.amount])).toEqual([
      ['2026-03-28', '2026-03-31', 4, '100.0000', '400.00'],
      ['2026-04-01', '2026-04-03', 3, '60.5000', '181.50'],
    ]);
    expect(fee.amount).toBe('581.50');
    expect(fee.days).toBe(7);
  });

  it('goes piecewise where the rate changes, and across a quantity change inside the new rate', () => {
    const fee = storageFee({
      from: '2026-02-27',
      to: '2026-03-05',
      quantities: [
        { from: '2026-02-27', quantity: '20' },
        { from: '2026-03-03', quantity: '15' },
      ],
      rates: [
        { from: '2026-01-01', to: '2026-02-28', rate: '0.8' },
        { from: '2026-03-01', to: null, rate: '1.6' },
      ],
    });
    expect(fee.lines.map((l) => [l.from, l.to, l.quantity, l.rate, l.amount])).toEqual([
      ['2026-02-27', '2026-02-28', '20', '0.8', '32.00'],
      ['2026-03-01', '2026-03-02', '20', '1.6', '64.00'],
      ['2026-03-03', '2026-03-05', '15', '1.6', '72.00'],
    ]);
    expect(fee.amount).toBe('168.00');
  });

  it('counts a leap day and a year end', () => {
    const leap = storageFee({
      from: '2028-02-28',
      to: '2028-03-01',
      quantities: [{ from: '2028-02-28', quantity: '1' }],
      rates: [{ from: '2028-01-01', to: null, rate: '1' }],
    });
    expect(leap.days).toBe(3);
    const yearEnd = storageFee({
      from: '2026-12-31',
      to: '2027-01-01',
      quantities: [{ from: '2026-12-31', quantity: '10' }],
      rates: [{ from: '2026-01-01', to: null, rate: '0.45' }],
    });
    expect(yearEnd.amount).toBe('9.00');
  });

  it('reports days no rate covers instead of guessing a price for them', () => {
    const fee = storageFee({
      from: '2026-05-01',
      to: '2026-05-10',
      quantities: [{ from: '2026-05-01', quantity: '10' }],
      rates: [{ from: '2026-05-06', to: null, rate: '1' }],
    });
    expect(fee.unratedDays).toBe(5);
    expect(fee.amount).toBe('50.00');
  });

  it('merges runs a change that changed nothing would cut, and costs nothing for an empty range', () => {
    const fee = storageFee({
      from: '2026-06-01',
      to: '2026-06-04',
      quantities: [
        { from: '2026-06-01', quantity: '5' },
        { from: '2026-06-03', quantity: '5' },
      ],
      rates: [{ from: '2026-01-01', to: null, rate: '2' }],
    });
    expect(fee.lines).toHaveLength(1);
    expect(fee.amount).toBe('40.00');
    expect(storageFee({ from: '2026-06-02', to: '2026-06-01', quantities: [], rates: [] }).amount).toBe('0.00');
  });
});
