import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runLoad } from './load.mjs';
import { pacedReach } from './report.mjs';

describe('runLoad at a fixed rate of arrivals', () => {
  const ANSWER_MS = 100;
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

  it('counts the delay of a cycle that starts late in its latency', async () => {
    // One client offered 20 a second by a server answering in 100 ms: each cycle starts later than it was due,
    // by 50 ms more each time, so the last answers of a 1-second window waited well over their 100 ms.
    const result = await runLoad({
      origin,
      connections: 1,
      warmupMs: 1,
      durationMs: 1_000,
      ratePerSecond: 20,
      step: () => ({ path: '/', body: {} }),
    });
    expect(result.offeredPerSecond).toBe(20);
    expect(result.errors).toBe(0);
    expect(result.requests).toBeGreaterThanOrEqual(5);
    expect(result.latencyMs.max).toBeGreaterThanOrEqual(ANSWER_MS + 200);
  });

  it('sends no more than the rate offered', async () => {
    // Two clients at 4 a second for a run of 1,001 ms: cycles due at 0, 250, 500, 750 and 1,000 ms (the clients
    // staggered by 250 ms), however fast the server answers; in a closed loop they would send about 20.
    const result = await runLoad({
      origin,
      connections: 2,
      warmupMs: 1,
      durationMs: 1_000,
      ratePerSecond: 4,
      step: () => ({ path: '/', body: {} }),
    });
    expect(result.requests).toBeLessThanOrEqual(5);
    expect(result.latencyMs.p50).toBeLessThan(ANSWER_MS * 5);
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
