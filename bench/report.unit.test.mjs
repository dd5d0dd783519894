// The report's verdicts: a target met or not, and the scale a search target is stated at named when the data is below it.
import { describe, expect, it } from 'vitest';
import { medianRun, verdict } from './report.mjs';

const run = (p95, errors = 0) => ({ latencyMs: { p50: 1, p95, p99: p95, max: p95 }, errors, unfinished: 0 });
const searchTarget = { kind: 'p95', ms: 30, text: 'p95 ≤ 30 ms (at 1,000,000 products)' };
const receiptTarget = { kind: 'p95', ms: 30, text: 'p95 ≤ 30 ms (at 100,000 listed receipts)' };
const applyTarget = { kind: 'p95', ms: 50, text: 'p95 ≤ 50 ms (50 concurrent buyers)' };
const full = { products: 1_000_340, listedReceipts: 100_001 };

describe('verdict', () => {
  it('judges a p95 target, an error making it missed', () => {
    expect(verdict(run(29.9), searchTarget, full)).toEqual({ met: true, note: null });
    expect(verdict(run(30.1), searchTarget, full).met).toBe(false);
    expect(verdict(run(10, 1), applyTarget, full).met).toBe(false);
    expect(verdict(run(10), null, full)).toEqual({ met: null, note: null });
  });

  it('names the data a search target was measured at below its scale', () => {
    const small = { products: 20_340, listedReceipts: 5_001 };
    expect(verdict(run(10), searchTarget, small).note).toBe('measured at 20,340 products');
    expect(verdict(run(10), receiptTarget, small).note).toBe('measured at 5,001 listed receipts');
    expect(verdict(run(10), receiptTarget, full).note).toBeNull();
    expect(verdict(run(10), applyTarget, small).note).toBeNull();
  });
});

describe('medianRun', () => {
  const timed = (p95, requestsPerSecond, errors = 0) => ({ ...run(p95, errors), requestsPerSecond });
  const ratioTarget = { kind: 'ratio', ratio: 0.5, text: '≥ 50 % of the limit' };

  it('reports a latency target by its run of median p95, the worse of two middle runs', () => {
    const [fast, usual, slow] = [timed(21, 1500), timed(26, 1300), timed(41, 900)];
    expect(medianRun([slow, fast, usual], searchTarget)).toBe(usual);
    expect(medianRun([fast, slow], searchTarget)).toBe(slow);
    expect(medianRun([fast], searchTarget)).toBe(fast);
  });

  it('ranks a run with errors worst, and a target of req/s by its median req/s', () => {
    const [fast, failing, slow] = [timed(5, 3000), timed(4, 3500, 2), timed(9, 1000)];
    expect(medianRun([fast, failing, slow], searchTarget)).toBe(slow);
    expect(medianRun([timed(9, 1000), timed(8, 2000), timed(3, 5000)], ratioTarget).requestsPerSecond).toBe(2000);
  });
});
