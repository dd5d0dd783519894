import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * `column = ANY(ids)` over a bigint column: one array parameter however many ids, so the statement's text is the
 * same for any list (IN writes a parameter per id) — one prepared statement serves every list. `ids` is the list,
 * or the placeholder a prepared statement is executed with.
 */
export const anyOf = (column: PgColumn, ids: readonly number[] | Placeholder): SQL =>
  sql`${column} = ANY(${Array.isArray(ids) ? sql.param(ids) : ids}::bigint[])`;
