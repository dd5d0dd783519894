import { getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { apiLogs, errorLogs, usualLogs } from './tables.ts';

type ApiLog = typeof apiLogs.$inferInsert;
type ErrorLog = typeof errorLogs.$inferInsert;
type UsualLog = typeof usualLogs.$inferInsert;

/** The api log's columns but its identity, as (name, SQL type) pairs. */
const apiLogColumns = Object.entries(getTableColumns(apiLogs))
  .filter(([, column]) => !column.generatedIdentity)
  .map(([key, column]) => ({ key: key as keyof ApiLog, name: column.name, type: column.getSQLType() }));

/**
 * A batch of api log rows (one per request) as one INSERT with one parameter, the rows as JSON: drizzle builds a
 * multi-row VALUES list value by value, which was a fifth of the CPU of a busy cached public page in a profile.
 */
function insertApiLogs(db: Db, rows: ApiLog[]) {
  const json = JSON.stringify(rows.map((row) => Object.fromEntries(apiLogColumns.map((c) => [c.name, row[c.key] ?? null]))));
  const names = sql.raw(apiLogColumns.map((c) => `"${c.name}"`).join(', '));
  const record = sql.raw(apiLogColumns.map((c) => `"${c.name}" ${c.type}`).join(', '));
  return db.execute(sql`INSERT INTO ${apiLogs} (${names}) SELECT ${names} FROM json_to_recordset(${json}::json) AS r(${record})`);
}

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
      if (api.length) await insertApiLogs(this.db, api);
      if (errors.length) await this.db.insert(errorLogs).values(errors);
      if (usual.length) await this.db.insert(usualLogs).values(usual);
    } catch (error) {
      this.onFailure(error);
    }
  }

  async close() {
    clearInterval(this.timer);
    await this.flush();
  }
}
