import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { rawRows } from '../../platform/db/raw-rows.ts';

/**
 * The few SQL pieces every scale phase uses. The rows are made by the database (INSERT … SELECT
 * over generate_series and small vocabulary tables), never one INSERT per row.
 */

/**
 * A pseudo-random fraction in [0, 1) for row `n` of stream `stream`: the same on every run and in
 * PGlite and PostgreSQL alike (hashint8extended is built in), independent between streams.
 */
export const rnd = (n: SQL, stream: number): SQL =>
  sql`((hashint8extended((${n})::bigint, ${sql.raw(String(stream))}::bigint) & 2147483647)::float8 / 2147483648.0)`;

/** A whole number in [0, count) for row `n` of stream `stream`. */
export const pick = (n: SQL, stream: number, count: SQL | number): SQL =>
  sql`(floor(${rnd(n, stream)} * (${typeof count === 'number' ? sql.raw(String(count)) : count}))::int)`;

/** A JS number written into the statement (counts and shares the generator chose, never input). */
export const num = (n: number): SQL => sql.raw(String(n));

/** A text[] literal of the generator's own vocabulary. */
export const textArray = (items: readonly string[]): SQL =>
  sql`ARRAY[${sql.join(
    items.map((item) => sql`${item}::text`),
    sql`, `,
  )}]`;

/** One of `items`, chosen by the fraction `r` in [0, 1). */
export const pickText = (items: readonly string[], r: SQL): SQL =>
  sql`(${textArray(items)})[1 + floor(${r} * ${num(items.length)})::int]`;

/** The next id of `table`'s identity column: ids reserved up front let child rows point at parents. */
export const nextId = (table: string): SQL => sql`nextval(pg_get_serial_sequence(${`public.${table}`}, 'id'))`;

/** A moment as a timestamptz parameter (the generator's one "now", so every phase agrees on it). */
export const at = (date: Date): SQL => sql`${date.toISOString()}::timestamptz`;

export type Column = readonly [name: string, type: string];

/** Rows per statement when loading a temporary table from JSON. */
const LOAD_CHUNK = 5000;

/**
 * A temporary table (dropped at commit) filled from JS rows: each chunk travels as one JSON
 * parameter and is spread by jsonb_to_recordset, whatever the number of columns. Keys of the rows
 * are the column names.
 */
export async function loadTempTable(
  tx: Db,
  name: string,
  columns: readonly Column[],
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  const definition = sql.raw(columns.map(([column, type]) => `${column} ${type}`).join(', '));
  const table = sql.raw(name);
  await tx.execute(sql`CREATE TEMP TABLE ${table} (${definition}) ON COMMIT DROP`);
  for (let i = 0; i < rows.length; i += LOAD_CHUNK) {
    const chunk = JSON.stringify(rows.slice(i, i + LOAD_CHUNK));
    await tx.execute(sql`INSERT INTO ${table} SELECT * FROM jsonb_to_recordset(${chunk}::jsonb) AS r(${definition})`);
  }
  // Temporary tables get no statistics by themselves: without them the planner sorts where it should hash.
  await tx.execute(sql`ANALYZE ${table}`);
}

/** A count(*) answered the same by both drivers (node-postgres and PGlite give `rows`). */
export async function countOf(tx: Db, query: SQL): Promise<number> {
  const [row] = await rawRows<{ n: string | number | bigint }>(tx, query);
  return Number(row?.n ?? 0);
}
