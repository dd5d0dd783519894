import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, inRolledBackTransaction, type TestApp } from '../../../test/harness.ts';
import { usualLogs } from '../logs/tables.ts';
import type { Db } from './client.ts';
import { preparedSql, preparedStatement, runPrepared, runShaped } from './prepared.ts';
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

  describe('runShaped', () => {
    const eventIds = (db: Db) => () =>
      db
        .select({ id: usualLogs.id })
        .from(usualLogs)
        .where(eq(usualLogs.event, sql.placeholder('event')))
        .orderBy(usualLogs.id);
    const idsOf = async (db: Db, shape: string, event: string, prepared = false) =>
      (await runShaped(db, shape, eventIds(db), { event }, { prepared })).map((row) => row.id);

    it('answers each call of one shape for its own values, in a transaction on its connection', async () => {
      const [a, b] = ['shaped.a', 'shaped.b'];
      await insertEvent(t.ctx.db, a);
      const inside = await inRolledBackTransaction(t.ctx.db, async (tx) => {
        await insertEvent(tx, b);
        return [await idsOf(tx, 'events of one kind', a), await idsOf(tx, 'events of one kind', b)];
      });
      expect(inside[0]).toHaveLength(1);
      expect(inside[1]).toHaveLength(1);
      expect(inside[0]).not.toEqual(inside[1]);
      // Outside, the row written by the rolled-back transaction is gone.
      expect(await idsOf(t.ctx.db, 'events of one kind', a)).toEqual(inside[0]);
      expect(await idsOf(t.ctx.db, 'events of one kind', b)).toEqual([]);
    });

    it('refuses, under test, a shape that names too little and a placeholder left without a value', async () => {
      await idsOf(t.ctx.db, 'events, the one kind or the other', 'shaped.c');
      // Another text built under the same shape.
      await expect(
        runShaped(
          t.ctx.db,
          'events, the one kind or the other',
          () =>
            t.ctx.db
              .select({ id: usualLogs.id })
              .from(usualLogs)
              .where(eq(usualLogs.requestId, sql.placeholder('event'))),
          { event: 'shaped.c' },
          { prepared: false },
        ),
      ).rejects.toThrow(/names too little/);
      // The same text with a value fixed in it instead of a placeholder.
      const fixed = (event: string) => () =>
        t.ctx.db.select({ id: usualLogs.id }).from(usualLogs).where(eq(usualLogs.event, event));
      await runShaped(t.ctx.db, 'events of a fixed kind', fixed('shaped.d'), {}, { prepared: false });
      await expect(runShaped(t.ctx.db, 'events of a fixed kind', fixed('shaped.e'), {}, { prepared: false })).rejects.toThrow(
        /names too little/,
      );
      await expect(runShaped(t.ctx.db, 'events of one kind', eventIds(t.ctx.db), {}, { prepared: false })).rejects.toThrow(
        /no value for "event"/,
      );
    });

    // PGlite ignores statement names: only PostgreSQL keeps them per connection.
    it.runIf(onPostgres)('prepares a shape under a name digesting its text only when asked to', async () => {
      const names = await t.ctx.db.transaction(async (tx) => {
        const preparedNames = async () =>
          (
            await rawRows<{ name: string }>(
              tx,
              sql`select name from pg_prepared_statements where name like 'shape\_%' and statement like '%usual_logs%order by%'`,
            )
          ).map((row) => row.name);
        await idsOf(tx, 'events, planned per call', 'shaped.f');
        const planned = await preparedNames();
        await idsOf(tx, 'events, prepared', 'shaped.f', true);
        return { planned, prepared: await preparedNames() };
      });
      expect(names.planned).toEqual([]);
      expect(names.prepared).toHaveLength(1);
      expect(names.prepared[0]).toMatch(/^shape_[0-9a-f]{24}$/);
    });
  });
});
