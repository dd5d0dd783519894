import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * `column = ANY(ids)` over a bigint column: one array parameter however many ids, so the statement's text is the
 * same for any list (IN writes a parameter per id) — one prepared statement serves every list.
 */
export const anyOf = (column: PgColumn, ids: readonly number[]): SQL => sql`${column} = ANY(${sql.param(ids)}::bigint[])`;
