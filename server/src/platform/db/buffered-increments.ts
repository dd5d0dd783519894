/**
 * Counts that many requests bump (a product's page views) gathered in memory and written as one
 * batched statement a second, off the request path: a page view then costs no write, no row lock and
 * no WAL flush, and a hot product viewed by fifty people at once does not queue them on its row.
 * `flush()` runs on the timer, before a reader needs exact numbers (tests), and at shutdown.
 * A write that fails puts its counts back, so the next flush retries them.
 */
export class BufferedIncrements {
  private pending = new Map<number, number>();
  private timer: NodeJS.Timeout;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private write: (ids: number[], amounts: number[]) => Promise<unknown>,
    private onFailure: (error: unknown) => void,
    intervalMs = 1000,
  ) {
    this.timer = setInterval(() => void this.flush(), intervalMs);
    this.timer.unref();
  }

  add(id: number, amount = 1) {
    this.pending.set(id, (this.pending.get(id) ?? 0) + amount);
  }

  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.drain());
    return this.flushing;
  }

  private async drain() {
    if (this.pending.size === 0) return;
    const batch = this.pending;
    this.pending = new Map();
    try {
      await this.write([...batch.keys()], [...batch.values()]);
    } catch (error) {
      for (const [id, amount] of batch) this.add(id, amount);
      this.onFailure(error);
    }
  }

  async close() {
    clearInterval(this.timer);
    await this.flush();
  }
}
