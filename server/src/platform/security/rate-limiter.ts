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
  /** Current count without adding. */
  count(key: string): Promise<HitResult>;
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

  async count(key: string): Promise<HitResult> {
    const entry = this.current(key);
    return entry
      ? { count: entry.count, retryAfterSeconds: Math.ceil((entry.resetAt - Date.now()) / 1000) }
      : { count: 0, retryAfterSeconds: 0 };
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

  async count(key: string): Promise<HitResult> {
    const k = this.prefix + key;
    const [[, value], [, ttl]] = (await this.redis.multi().get(k).ttl(k).exec()) as [[null, string | null], [null, number]];
    return { count: Number(value ?? 0), retryAfterSeconds: Math.max(ttl, 0) };
  }

  async reset(key: string) {
    await this.redis.del(this.prefix + key);
  }

  async close() {
    await this.redis.quit();
  }
}
