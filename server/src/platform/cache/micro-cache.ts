/**
 * A few seconds of memory for public answers every visitor asks for alike (the home page's data):
 * under a burst the database answers once per key and period instead of once per visitor.
 * Concurrent misses of one key share one load (no stampede); a failed load is not kept. Writers
 * that change what a key shows call `invalidate` so this process shows the change at once; other
 * processes show it when their entry expires, which bounds how stale any answer can be to `ttlMs`.
 */
export class MicroCache {
  private entries = new Map<string, { expiresAt: number; value: Promise<unknown> }>();

  constructor(private now: () => number = Date.now) {}

  get<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > this.now()) return hit.value as Promise<T>;
    const value = load();
    const entry = { expiresAt: this.now() + ttlMs, value };
    this.entries.set(key, entry);
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return value;
  }

  /** Forgets every key that starts with `prefix`. */
  invalidate(prefix: string) {
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
  }
}
