/**
 * A few seconds of memory for public answers every visitor asks for alike (the home page's data,
 * the searches of a burst): under a burst the database answers once per key and period instead of
 * once per visitor. Concurrent misses of one key share one load (no stampede); a failed load is not
 * kept. Writers that change what a key shows call `invalidate` so this process shows the change at
 * once; other processes show it when their entry expires, which bounds how stale any answer can be
 * to `ttlMs`. At most `maxEntries` are kept: a new key beyond that first drops the expired entries,
 * then the oldest, so a stream of distinct searches cannot grow memory without bound.
 */
export class MicroCache {
  private entries = new Map<string, { expiresAt: number; value: Promise<unknown> }>();

  constructor(
    private now: () => number = Date.now,
    private maxEntries = 1000,
  ) {}

  get<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > this.now()) return hit.value as Promise<T>;
    // Deleting first puts the renewed key last in insertion order, which is the eviction order.
    this.entries.delete(key);
    this.makeRoom();
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

  get size() {
    return this.entries.size;
  }

  private makeRoom() {
    if (this.entries.size < this.maxEntries) return;
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
    for (const key of this.entries.keys()) {
      if (this.entries.size < this.maxEntries) break;
      this.entries.delete(key);
    }
  }
}
