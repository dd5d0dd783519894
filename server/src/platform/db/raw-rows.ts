import type { SQL } from 'drizzle-orm';
import type { Db } from './client.ts';

/**
 * The rows a statement of raw SQL answers, read alike from node-postgres and PGlite: both answer `{ rows }`, which
 * drizzle's `execute` types per driver.
 */
export async function rawRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}
