import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, inRolledBackTransaction, type TestApp } from '../../../test/harness.ts';
import { usualLogs } from '../logs/tables.ts';
import type { Db } from './client.ts';
import { preparedSql, preparedStatement, runPrepared } from './prepared.ts';
import { rawRows } from './raw-rows.ts';

const eventCount = preparedStatement((db) =>
  db
    .select({ n: count() })
    .from(usualLogs)
    .where(eq(usualLogs.event, sql.placeholder('event')))
    .prepare('test_usual_event_count'),
);
const countOf = async (db: Db, event: string) => ((await eventCount(db).execute({ event }))[0] as { n: number }).n;

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe('preparedStatement', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const insertEvent = (db: Db, event: string) => db.insert(usualLogs).values({ event, createdAt: new Date() });

  it('runs a statement built on the database inside a transaction, on the transaction’s connection', async () => {
    const event = 'prepared.inside';
    expect(await countOf(t.ctx.db, event)).toBe(0);
    const seenInside = await inRolledBackTransaction(t.ctx.db, async (tx) => {
      await insertEvent(tx, event);
      // Only the transaction's own connection sees the row it has not committed.
      return countOf(tx, event);
    });
    expect(seenInside).toBe(1);
    expect(await countOf(t.ctx.db, event)).toBe(0);
  });

  // PGlite's transaction refuses work once ended: a statement kept bound to it would hang there.
  it('runs a statement first built in a transaction on the database after that transaction ended', async () => {
    const fresh = preparedStatement((db) =>
      db
        .select({ n: count() })
        .from(usualLogs)
        .where(eq(usualLogs.event, sql.placeholder('event')))
        .prepare('test_usual_fresh'),
    );
    const event = 'prepared.after';
    await t.ctx.db.transaction(async (tx) => {
      await insertEvent(tx, event);
      expect((await fresh(tx).execute({ event }))[0]?.n).toBe(1);
    });
    await insertEvent(t.ctx.db, event);
    expect((await fresh(t.ctx.db).execute({ event }))[0]?.n).toBe(2);
  });

  it('runs raw SQL with placeholders on the transaction’s connection, prepared there under its name', async () => {
    const countNamed = preparedSql<{ event: string; n: number }>(
      'test_raw_event_count',
      () => sql`select ${sql.placeholder('event')}::text as event, count(*)::int as n
        from ${usualLogs} where ${usualLogs.event} = ${sql.placeholder('event')}::text`,
    );
    const event = 'prepared.raw';
    const inside = await inRolledBackTransaction(t.ctx.db, async (tx) => {
      await insertEvent(tx, event);
      const rows = await countNamed(tx, { event });
      const kept = await rawRows<{ name: string }>(
        tx,
        sql`select name from pg_prepared_statements where name = 'test_raw_event_count'`,
      );
      return { rows, kept: kept.map((row) => row.name) };
    });
    expect(inside.rows).toEqual([{ event, n: 1 }]);
    // PGlite ignores statement names: only PostgreSQL keeps them per connection.
    expect(inside.kept).toEqual(onPostgres ? ['test_raw_event_count'] : []);
    expect(await countNamed(t.ctx.db, { event })).toEqual([{ event, n: 0 }]);
  });

  // PGlite ignores statement names: only PostgreSQL keeps them per connection.
  it.runIf(onPostgres)('runs a query built per call under a name digesting its text, one name for one shape', async () => {
    const eventsOf = (db: Db, event: string) => db.select({ id: usualLogs.id }).from(usualLogs).where(eq(usualLogs.event, event));
    const names = await t.ctx.db.transaction(async (tx) => {
      await runPrepared(tx, eventsOf(tx, 'prepared.shape.a'));
      await runPrepared(tx, eventsOf(tx, 'prepared.shape.b'));
      return rawRows<{ name: string; statement: string }>(
        tx,
        sql`select name, statement from pg_prepared_statements where name like 'shape\_%' and statement like '%usual_logs%'`,
      );
    });
    expect(names).toHaveLength(1);
    expect(names[0]?.name).toMatch(/^shape_[0-9a-f]{24}$/);
    expect(names[0]?.statement).toContain('"usual_logs"."event" = $1');
  });
});
