import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/platform/db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PostgreSQL: the migrated template database each test file copies. */
    pgTemplateUrl: string;
    /** PGlite: a dump of a migrated database each test file loads. */
    pgliteSnapshot: string;
  }
}

const withDatabase = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

/** Migrates once per run; each test file then starts from a copy (fast, isolated). */
export default async function setup(project: TestProject) {
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (pgUrl) {
    const template = `hgsc_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${template}`);
    await admin.query(`CREATE DATABASE ${template}`);
    const database = await openDatabase({ kind: 'pg', url: withDatabase(pgUrl, template), poolSize: 2 });
    await database.migrate();
    await database.close();
    project.provide('pgTemplateUrl', withDatabase(pgUrl, template));
    project.provide('pgliteSnapshot', '');
    return async () => {
      const leftovers = await admin.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname LIKE 'hgsc_t_${process.pid}_%' OR datname = $1`,
        [template],
      );
      for (const { datname } of leftovers.rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      await admin.end();
    };
  }
  const database = await openDatabase({ kind: 'pglite' });
  await database.migrate();
  const pglite = (database as unknown as { pglite: import('@electric-sql/pglite').PGlite }).pglite;
  const dump = await pglite.dumpDataDir('none');
  const file = path.join(os.tmpdir(), `hgsc-pglite-${process.pid}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgTemplateUrl', '');
  project.provide('pgliteSnapshot', file);
}
