import { Redis } from 'ioredis';

export interface HitResult {
  count: number;
  retryAfterSeconds: number;
}

/**
 * Fixed-window counters for throttling. In memory for one process; Redis when REDIS_URL is set,
 * so several API processes share the counts (DESIGN §3).
 */
export interface RateLimiter {
  /** Adds one to the window of `key` and returns the new count. */
  hit(key: string, windowSeconds: number): Promise<HitResult>;
  /** Takes back one hit of the current window (an attempt that turned out not to count). */
  undo(key: string): Promise<void>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export class MemoryRateLimiter implements RateLimiter {
  private windows = new Map<string, { count: number; resetAt: number }>();

  private current(key: string) {
    const entry = this.windows.get(key);
    if (entry && entry.resetAt > Date.now()) return entry;
    if (entry) this.windows.delete(key);
    return undefined;
  }

  async hit(key: string, windowSeconds: number): Promise<HitResult> {
    let entry = this.current(key);
    if (!entry) {
      if (this.windows.size > 100_000) this.sweep();
      entry = { count: 0, resetAt: Date.now() + windowSeconds * 1000 };
      this.windows.set(key, entry);
    }
    entry.count += 1;
    return { count: entry.count, retryAfterSeconds: Math.ceil((entry.resetAt - Date.now()) / 1000) };
  }

  async undo(key: string) {
    const entry = this.current(key);
    if (entry && entry.count > 0) entry.count -= 1;
  }

  async reset(key: string) {
    this.windows.delete(key);
  }

  private sweep() {
    const now = Date.now();
    for (const [key, entry] of this.windows) if (entry.resetAt <= now) this.windows.delete(key);
  }

  async close() {}
}

export class RedisRateLimiter implements RateLimiter {
  private redis: Redis;
  constructor(
    url: string,
    private prefix = 'hgsc:rl:',
  ) {
    this.redis = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false });
  }

  async hit(key: string, windowSeconds: number): Promise<HitResult> {
    const k = this.prefix + key;
    const [[, count], , [, ttl]] = (await this.redis.multi().incr(k).expire(k, windowSeconds, 'NX').ttl(k).exec()) as [
      [null, number],
      [null, number],
      [null, number],
    ];
    return { count, retryAfterSeconds: Math.max(ttl, 0) };
  }

  async undo(key: string) {
    // Only within a live window: a DECR after expiry would leave a negative counter without a TTL.
    await this.redis.eval(
      "if tonumber(redis.call('get', KEYS[1]) or '0') > 0 then return redis.call('decr', KEYS[1]) end return 0",
      1,
      this.prefix + key,
    );
  }

  async reset(key: string) {
    await this.redis.del(this.prefix + key);
  }

  async close() {
    await this.redis.quit();
  }
}
