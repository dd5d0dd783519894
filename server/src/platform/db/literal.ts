import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * `column = value` with a constant of the code written into the statement's text, not bound as a parameter: a
 * prepared statement's generic plan can use a partial index only where it sees the index predicate's very values.
 * For constants only, never for input.
 */
export function equalsLiteral(column: PgColumn, value: number | string): SQL {
  return sql`${column} = ${literalOf(value)}`;
}

/** `column <> value`, the constant written into the text as equalsLiteral writes it (a partial index `WHERE x <> 1`). */
export function differsFromLiteral(column: PgColumn, value: number | string): SQL {
  return sql`${column} <> ${literalOf(value)}`;
}

const literalOf = (value: number | string): SQL =>
  sql.raw(typeof value === 'number' ? String(value) : `'${value.replaceAll("'", "''")}'`);
