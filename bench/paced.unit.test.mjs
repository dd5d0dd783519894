// The load generator's own accounting against a local server that answers after ANSWER_MS. The assertions are
// bounds a slower machine only strengthens (more lateness, fewer cycles): no performance is judged here.
import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runLoad } from './load.mjs';
import { pacedReach } from './report.mjs';

const ANSWER_MS = 100;

describe('runLoad', () => {
  let server;
  let origin;
  beforeAll(async () => {
    server = createServer((_, response) => {
      setTimeout(() => {
        response.setHeader('content-type', 'application/json');
        response.end('{"code":200,"success":true,"data":null}');
      }, ANSWER_MS);
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${server.address().port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const load = (options) =>
    runLoad({ origin, warmupMs: 1, durationMs: 1_000, graceMs: 200, step: () => ({ path: '/', body: {} }), ...options });

  it('counts the delay of a paced cycle that starts late in its latency', async () => {
    // One client offered 20 a second by a server answering in 100 ms: the k-th cycle (from 0) of the 21 due in the
    // run starts at least k × 50 ms after it was due, and a grace long enough lets them all start (measured as
    // started late, not left unfinished), so the median is at least that of the 11th.
    const result = await load({ connections: 1, ratePerSecond: 20, graceMs: 1_500 });
    expect(result.offeredPerSecond).toBe(20);
    expect(result.errors).toBe(0);
    expect(result.requests + result.unfinished).toBe(21);
    expect(result.latencyMs.p50).toBeGreaterThanOrEqual(50 * 10);
  });

  it('counts the cycles due in the window that never started as unfinished', async () => {
    // 21 cycles are due within the run's 1,001 ms (every 50 ms from 0); the client, 100 ms a cycle, starts at most 12
    // of them before the grace ends.
    const result = await load({ connections: 1, ratePerSecond: 20 });
    expect(result.requests + result.unfinished).toBe(21);
    expect(result.unfinished).toBeGreaterThanOrEqual(8);
    expect(result.atLeast).toContain('max');
  });

  it('sends no more than the rate offered', async () => {
    // Two clients at 4 a second for a run of 1,001 ms: cycles due at 0, 250, 500, 750 and 1,000 ms (the clients
    // staggered by 250 ms), however fast the server answers; in a closed loop they would send about 20.
    const result = await load({ connections: 2, ratePerSecond: 4 });
    expect(result.requests).toBeGreaterThanOrEqual(3);
    expect(result.requests).toBeLessThanOrEqual(5);
    expect(result.unfinished).toBe(0);
  });

  it('in a closed loop, sends again as soon as it is answered and measures each answer alone', async () => {
    const result = await load({ connections: 1 });
    expect(result.offeredPerSecond).toBeUndefined();
    expect(result.requests).toBeGreaterThanOrEqual(2);
    expect(result.unfinished).toBeLessThanOrEqual(1);
    // Each answer took its ~100 ms; nothing accumulates as it does for a paced client that falls behind.
    expect(result.latencyMs.p50).toBeLessThan(ANSWER_MS * 2 + 50 * (result.requests - 1));
  });
});

describe('pacedReach', () => {
  const run = (offeredPerSecond, met) => ({ offeredPerSecond, met });

  it('is the last rate before the first miss', () => {
    const runs = [run(10, true), run(20, true), run(30, false), run(40, true)];
    expect(pacedReach(runs)).toEqual({ held: runs[1], missed: runs[2] });
  });

  it('is the highest rate when every rate met the target', () => {
    const runs = [run(10, true), run(20, true)];
    expect(pacedReach(runs)).toEqual({ held: runs[1], missed: null });
  });

  it('is none when the lowest rate missed', () => {
    const runs = [run(10, false), run(20, true)];
    expect(pacedReach(runs)).toEqual({ held: null, missed: runs[0] });
  });
});
