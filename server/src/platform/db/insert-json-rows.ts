import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
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

/**
 * Many rows as one INSERT with one parameter, the rows as JSON read by json_to_recordset. Drizzle builds a
 * multi-row VALUES list value by value: for the log batches that was a tenth to a fifth of a busy server's CPU
 * in profiles. For plain columns (text, numbers, timestamps, jsonb): a missing value is NULL, not the column's
 * default, and a Date travels as its ISO text.
 */
export function insertJsonRows<T extends PgTable>(db: Db, table: T, rows: readonly T['$inferInsert'][]) {
  const columns = insertableColumns(table);
  const json = JSON.stringify(
    rows.map((row) => Object.fromEntries(columns.map((c) => [c.name, (row as Record<string, unknown>)[c.key] ?? null]))),
  );
  const names = sql.raw(columns.map((c) => `"${c.name}"`).join(', '));
  const record = sql.raw(columns.map((c) => `"${c.name}" ${c.type}`).join(', '));
  return db.execute(sql`INSERT INTO ${table} (${names}) SELECT ${names} FROM json_to_recordset(${json}::json) AS r(${record})`);
}
