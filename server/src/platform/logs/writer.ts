import type { Db } from '../db/client.ts';
import { insertJsonRows } from '../db/insert-json-rows.ts';
import { apiLogs, errorLogs, usualLogs } from './tables.ts';

type ApiLog = typeof apiLogs.$inferInsert;
type ErrorLog = typeof errorLogs.$inferInsert;
type UsualLog = typeof usualLogs.$inferInsert;

/**
 * Buffers log rows and writes them in batches, off the request path. `flush()` runs every second,
 * before the log lists are read, and at shutdown, so nothing is lost on a graceful stop.
 */
export class LogWriter {
  private api: ApiLog[] = [];
  private errors: ErrorLog[] = [];
  private usual: UsualLog[] = [];
  private timer: NodeJS.Timeout;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private db: Db,
    private onFailure: (error: unknown) => void,
    intervalMs = 1000,
  ) {
    this.timer = setInterval(() => void this.flush(), intervalMs);
    this.timer.unref();
  }

  addApi(row: ApiLog) {
    this.api.push(row);
    if (this.api.length >= 500) void this.flush();
  }
  addError(row: ErrorLog) {
    this.errors.push(row);
  }
  addUsual(row: UsualLog) {
    this.usual.push(row);
  }

  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.write());
    return this.flushing;
  }

  private async write() {
    const [api, errors, usual] = [this.api, this.errors, this.usual];
    this.api = [];
    this.errors = [];
    this.usual = [];
    try {
      if (api.length) await insertJsonRows(this.db, apiLogs, api);
      if (errors.length) await insertJsonRows(this.db, errorLogs, errors);
      if (usual.length) await insertJsonRows(this.db, usualLogs, usual);
    } catch (error) {
      this.onFailure(error);
    }
  }

  async close() {
    clearInterval(this.timer);
    await this.flush();
  }
}
