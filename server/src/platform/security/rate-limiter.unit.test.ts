import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryRateLimiter, type RateLimiter, RedisRateLimiter } from './rate-limiter.ts';

const hasRedis = (() => {
  try {
    execFileSync('redis-server', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

function contract(make: () => RateLimiter) {
  let limiter: RateLimiter;
  const key = () => `test:${randomUUID()}`;
  beforeAll(() => {
    limiter = make();
  });
  afterAll(() => limiter.close());

  it('counts hits within a window and says how long it lasts', async () => {
    const k = key();
    expect((await limiter.hit(k, 60)).count).toBe(1);
    const second = await limiter.hit(k, 60);
    expect(second.count).toBe(2);
    expect(second.retryAfterSeconds).toBeGreaterThan(55);
    expect(second.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it('takes one hit back, never below zero', async () => {
    const k = key();
    await limiter.hit(k, 60);
    await limiter.hit(k, 60);
    await limiter.undo(k);
    expect((await limiter.hit(k, 60)).count).toBe(2);
    for (let i = 0; i < 4; i += 1) await limiter.undo(k);
    expect((await limiter.hit(k, 60)).count).toBe(1);
  });

  it('does not keep a counter alive by taking back a hit after its window ended', async () => {
    const k = key();
    await limiter.hit(k, 1);
    await new Promise((r) => setTimeout(r, 1100));
    await limiter.undo(k);
    const next = await limiter.hit(k, 1);
    expect(next.count).toBe(1);
    expect(next.retryAfterSeconds).toBeGreaterThan(0);
  });

  it('starts over after a reset', async () => {
    const k = key();
    await limiter.hit(k, 60);
    await limiter.reset(k);
    expect((await limiter.hit(k, 60)).count).toBe(1);
  });
}

describe('MemoryRateLimiter', () => contract(() => new MemoryRateLimiter()));

describe.skipIf(!hasRedis)('RedisRateLimiter', () => {
  const port = 46_000 + Math.floor(Math.random() * 2000);
  let server: ChildProcess;
  beforeAll(async () => {
    server = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    await new Promise((r) => setTimeout(r, 300));
  });
  afterAll(() => {
    server.kill();
  });
  contract(() => new RedisRateLimiter(`redis://127.0.0.1:${port}`));
});
