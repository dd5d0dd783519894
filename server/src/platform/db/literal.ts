import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * `column = value` with a constant of the code written into the statement's text, not bound as a parameter: a
 * prepared statement's generic plan can use a partial index only where it sees the index predicate's very values.
 * For constants only, never for input.
 */
export function equalsLiteral(column: PgColumn, value: number | string): SQL {
  const literal = typeof value === 'number' ? String(value) : `'${value.replaceAll("'", "''")}'`;
  return sql`${column} = ${sql.raw(literal)}`;
}
