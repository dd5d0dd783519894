import { randomBytes } from 'node:crypto';
import pg from 'pg';

const PREFIX = 'hgsc_e2e_';
// A database's run holds this advisory lock (scoped to the database TEST_DATABASE_URL names) while it lives.
const LOCK = 'SELECT pg_try_advisory_lock(hashtext($1)) AS taken';

/**
 * A new, empty database on the server TEST_DATABASE_URL names, for one journey run, kept under an advisory lock on
 * a connection held open until `drop`. Databases of earlier runs that ended without dropping theirs (killed) are
 * dropped first: their lock is free. A run elsewhere (another machine or container on the same server) still holds
 * its own, so it is left alone.
 */
export async function freshPostgresDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${PREFIX}${process.pid}_${randomBytes(4).toString('hex')}`;
  const holder = new pg.Client({ connectionString: serverUrl });
  await holder.connect();
  holder.on('error', (error) => console.error("the journeys' database lock was lost", error));
  const existing = await holder.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [
    `${PREFIX}%`,
  ]);
  for (const { datname } of existing.rows) {
    const { rows } = await holder.query<{ taken: boolean }>(LOCK, [datname]);
    if (!rows[0]?.taken) continue;
    await holder.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    await holder.query('SELECT pg_advisory_unlock(hashtext($1))', [datname]);
  }
  await holder.query(LOCK, [name]);
  await holder.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  let dropped: Promise<void> | undefined;
  return {
    url: url.toString(),
    drop: () => {
      dropped ??= holder
        .query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
        .then(() => undefined)
        .finally(() => holder.end());
      return dropped;
    },
  };
}
