import { getTableColumns, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/**
 * The rows a statement of raw SQL answers, read alike from node-postgres and PGlite: both answer `{ rows }`, which
 * drizzle's `execute` types per driver.
 */
export async function rawRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/**
 * Raw rows holding every column of `table` under its SQL name (`returning *`, `select t.*`) read as drizzle reads the
 * table's rows: each value through its column's decoder (timestamps to dates, bigints to numbers, …), NULL as null.
 */
export function tableRowsOf<T extends PgTable>(table: T, rows: readonly Record<string, unknown>[]): T['$inferSelect'][] {
  const columns = Object.entries(getTableColumns(table));
  return rows.map((row) => {
    const read: Record<string, unknown> = {};
    for (const [key, column] of columns) {
      const value = row[column.name];
      if (value === undefined) throw new Error(`${column.name} is not among the columns read`);
      read[key] = value === null ? null : column.mapFromDriverValue(value);
    }
    return read as T['$inferSelect'];
  });
}
