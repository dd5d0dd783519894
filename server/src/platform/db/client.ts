import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from '../../db/schema.ts';
import { DatabaseAvailability } from './availability.ts';
import { pgliteArtifacts } from './pglite-artifacts.ts';
import { defaultPoolSize } from './pool-size.ts';
import { releaseOnEveryPath } from './pool-transaction.ts';
import { countTransactions, statementObserver } from './query-counter.ts';

export type Schema = typeof schema;
/** The query surface every use case takes; transactions are of the same type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'pg';
  /** Whether the database answers: PostgreSQL may restart under the app, the embedded one cannot. */
  availability: DatabaseAvailability;
  /** Applies pending migrations; concurrent starters on one PostgreSQL wait for each other. */
  migrate(): Promise<void>;
  /**
   * Runs `work` while holding the named lock: concurrent starters on one PostgreSQL take turns (the
   * embedded database lives in one process, where callers take turns in order).
   */
  exclusively<T>(lock: number, work: () => Promise<T>): Promise<T>;
  /**
   * Hears `channel`'s notifications (NOTIFY, sent when the notifying transaction commits) on a connection of its own.
   * A connection lost is opened again; `onResumed` is called then, since what was notified meanwhile was not heard.
   * Answers the function that stops hearing.
   */
  listen(channel: string, onPayload: (payload: string) => void, onResumed?: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /**
   * PostgreSQL only: connections whose prepared statements take their generic plan (plan_cache_mode =
   * force_generic_plan), for statements whose generic plan fits every value though PostgreSQL, finding each value's
   * own plan a little cheaper, would plan every call anew (a keyword-only catalogue search, a producer in a city by
   * price: catalogue/search.ts).
   */
  genericPlanDb?: Db;
}

export type DatabaseTarget =
  | { kind: 'pg'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob | File };

const MIGRATIONS_LOCK = 72_177_001;

/** Source runs from src/platform/db, the bundle from dist/: find the migrations folder from either. */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.resolve(here, '../../../drizzle'), path.resolve(here, 'drizzle')];
  const found = candidates.find((dir) => existsSync(path.join(dir, 'meta/_journal.json')));
  if (!found) throw new Error(`migrations folder not found (looked in ${candidates.join(', ')})`);
  return found;
}

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'pg') {
    // No connection timeout: pg-pool would apply it to the wait for a free connection as well, and refuse requests
    // that only queue behind others under load. A server that is down refuses connections at once.
    // JIT off: every statement here is short, and PostgreSQL compiles one whose plan it costs above jit_above_cost —
    // a walk along an index that stops at its LIMIT is costed as the whole walk. A producer-and-city search at
    // 1,000,000 products spent 76 ms compiling for 9 ms of work.
    const availability = new DatabaseAvailability();
    const openPool = (options: string) => {
      const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? defaultPoolSize(), options });
      // A connection lost (the server restarted, a backend terminated) emits 'error' on its client. The pool
      // listens only while the client is idle: a client checked out for a transaction had no listener, and
      // Node ended the process. Every client listens for its whole life; the statement it was running (or its
      // next one) fails, its request answers 503, and the pool drops it on release.
      pool.on('connect', (client) => {
        client.on('error', (error) => availability.lost(error));
        availability.regained();
      });
      pool.on('error', (error) => availability.lost(error));
      // No type parsers on purpose: NUMERIC stays a string (money never becomes a float).
      const pgDb = drizzlePg({ client: pool, schema, casing: 'snake_case', logger: statementObserver }) as unknown as Db;
      releaseOnEveryPath(pgDb, pool);
      return { pool, db: countTransactions(pgDb) };
    };
    const { pool, db } = openPool('-c jit=off');
    // Opens its connections when first used.
    const generic = openPool('-c jit=off -c plan_cache_mode=force_generic_plan');
    // A session lock on a connection of its own: `work` itself uses the pool freely.
    async function withSessionLock<T>(lock: number, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [lock]);
        return await work(client);
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [lock]).catch(() => {});
        client.release();
      }
    }
    return {
      db,
      kind: 'pg',
      availability,
      migrate: () =>
        withSessionLock(MIGRATIONS_LOCK, (client) =>
          migratePg(drizzlePg({ client, schema, casing: 'snake_case' }), { migrationsFolder: migrationsFolder() }),
        ),
      exclusively: (lock, work) => withSessionLock(lock, work),
      listen: (channel, onPayload, onResumed) => listenOn(target.url, channel, onPayload, onResumed),
      close: async () => {
        await Promise.all([pool.end(), generic.pool.end()]);
      },
      genericPlanDb: generic.db,
      // Exposed for the outage test, which checks that no connection stays lent after losses.
      ...({ pool } as object),
    };
  }
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  const client = new PGlite({
    ...(await pgliteArtifacts()),
    // Catalogue search indexes (migration 0010) use trigram GIN indexes.
    extensions: { pg_trgm },
    ...(target.dataDir ? { dataDir: target.dataDir } : {}),
    ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
  });
  await client.waitReady;
  const db = countTransactions(
    drizzlePglite({ client, schema, casing: 'snake_case', logger: statementObserver }) as unknown as Db,
  );
  return {
    db,
    kind: 'pglite',
    availability: new DatabaseAvailability(),
    async migrate() {
      await migratePglite(drizzlePglite({ client, schema, casing: 'snake_case' }), {
        migrationsFolder: migrationsFolder(),
      });
    },
    exclusively: inTurn(),
    listen: async (channel, onPayload) => {
      const stop = await client.listen(channel, onPayload);
      return () => stop();
    },
    close: () => client.close(),
    // Exposed for the test harness, which snapshots a migrated database once per run.
    ...({ pglite: client } as object),
  };
}

const CHANNEL_NAME = /^[a-z_]+$/;

/**
 * LISTEN on a client of its own (a pooled connection would be lent to others and lose it). When it is lost it is
 * opened again after a second, then two, up to ten, and the listener told it resumed.
 */
async function listenOn(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onResumed?: () => void,
): Promise<() => Promise<void>> {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`bad channel ${channel}`);
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const open = async (delaySeconds: number, resumed: boolean): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    const reopen = () => {
      if (stopped || client !== next) return;
      client = undefined;
      next.end().catch(() => {});
      retry = setTimeout(() => open(Math.min(delaySeconds * 2, 10), true).catch(() => {}), delaySeconds * 1000);
      retry.unref();
    };
    next.on('error', reopen);
    next.on('end', reopen);
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
      if (resumed) onResumed?.();
    } catch (error) {
      if (!resumed) throw error;
      reopen();
    }
  };
  await open(1, false);
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const last = client;
    client = undefined;
    await last?.end().catch(() => {});
  };
}

/** Within one process: each `work` under a lock starts after the one before it under that lock has ended. */
function inTurn(): Database['exclusively'] {
  const last = new Map<number, Promise<unknown>>();
  return (lock, work) => {
    const turn = (last.get(lock) ?? Promise.resolve()).catch(() => {}).then(work);
    last.set(lock, turn);
    return turn;
  };
}

export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
