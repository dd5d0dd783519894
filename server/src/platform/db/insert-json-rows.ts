import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { LONE_SURROGATE } from '../http/unstorable-text.ts';
import type { Db } from './client.ts';

interface ColumnOfRow {
  key: string;
  name: string;
  type: string;
}

const columnsOfTable = new WeakMap<PgTable, ColumnOfRow[]>();

/** The table's columns but its generated identity, as (property, column, SQL type), read once per table. */
function insertableColumns(table: PgTable): ColumnOfRow[] {
  let columns = columnsOfTable.get(table);
  if (!columns) {
    columns = Object.entries(getTableColumns(table))
      .filter(([, column]) => !column.generatedIdentity)
      .map(([key, column]) => ({ key, name: column.name, type: column.getSQLType() }));
    columnsOfTable.set(table, columns);
  }
  return columns;
}

/** How JSON.stringify writes a NUL or a lone UTF-16 half, neither of which PostgreSQL takes as text. */
const UNSTORABLE_ESCAPE = /\\u(0000|d[89a-f][0-9a-f]{2})/i;

/**
 * A value as it can be stored: a NUL kept visible as the six characters \u0000, a lone UTF-16 half as
 * U+FFFD. A log must keep what it was given, and one such string must not lose its whole batch.
 */
function storableText(_key: string, value: unknown) {
  if (typeof value !== 'string') return value;
  return value.replaceAll('\u0000', '\\u0000').replace(LONE_SURROGATE, '\ufffd');
}

/**
 * Many rows as one INSERT with one parameter, the rows as JSON read by json_to_recordset. Drizzle builds a
 * multi-row VALUES list value by value: for the log batches that was a tenth to a fifth of a busy server's CPU
 * in profiles. For plain columns (text, numbers, timestamps, jsonb): a missing value is NULL, not the column's
 * default, and a Date travels as its ISO text.
 */
export function insertJsonRows<T extends PgTable>(db: Db, table: T, rows: readonly T['$inferInsert'][]) {
  const columns = insertableColumns(table);
  const records = rows.map((row) =>
    Object.fromEntries(columns.map((c) => [c.name, (row as Record<string, unknown>)[c.key] ?? null])),
  );
  let json = JSON.stringify(records);
  // Rare (a log of hostile input), so checked on the written text and only then written again.
  if (UNSTORABLE_ESCAPE.test(json)) json = JSON.stringify(records, storableText);

  const names = sql.raw(columns.map((c) => `"${c.name}"`).join(', '));
  const record = sql.raw(columns.map((c) => `"${c.name}" ${c.type}`).join(', '));
  return db.execute(sql`INSERT INTO ${table} (${names}) SELECT ${names} FROM json_to_recordset(${json}::json) AS r(${record})`);
}
