import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { inject } from 'vitest';
import { migrationsFolder } from './client.ts';

/** The migrations up to `last` (its tag), as a folder of their own: a database as an older version left it. */
export function migrationsUpTo(last: string): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'hgsc-migrations-'));
  cpSync(migrationsFolder(), folder, { recursive: true });
  const journalFile = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const end = journal.entries.findIndex((e) => e.tag === last);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, end + 1) }));
  return folder;
}

export type Query = (text: string) => Promise<{ rows: Record<string, unknown>[] }>;

/**
 * A database at the given migrations, on the suite's kind of database (PGlite, or a PostgreSQL database of its own
 * made from the suite's); `query` runs SQL on it, `migrate` takes it on. For tests of a migration's data upgrade.
 */
export async function databaseAt(
  folder: string,
): Promise<{ query: Query; migrate(folder: string): Promise<void>; close(): Promise<void> }> {
  const templateUrl = inject('pgTemplateUrl');
  if (!templateUrl) {
    const client = new PGlite({ extensions: { pg_trgm } });
    const db = drizzlePglite({ client });
    await migratePglite(db, { migrationsFolder: folder });
    return {
      query: (text) => client.query(text) as Promise<{ rows: Record<string, unknown>[] }>,
      migrate: (next) => migratePglite(db, { migrationsFolder: next }),
      close: () => client.close(),
    };
  }
  const name = `hgsc_t_migration_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: templateUrl.replace(/\/[^/]+$/, '/postgres') });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const client = new pg.Client({ connectionString: templateUrl.replace(/\/[^/]+$/, `/${name}`) });
  await client.connect();
  const db = drizzlePg({ client });
  await migratePg(db, { migrationsFolder: folder });
  return {
    query: (text) => client.query(text),
    migrate: (next) => migratePg(db, { migrationsFolder: next }),
    close: async () => {
      await client.end();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
