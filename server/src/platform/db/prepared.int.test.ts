import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { usualLogs } from '../logs/tables.ts';
import type { Db } from './client.ts';
import { preparedStatement } from './prepared.ts';

const eventCount = preparedStatement((db) =>
  db
    .select({ n: count() })
    .from(usualLogs)
    .where(eq(usualLogs.event, sql.placeholder('event')))
    .prepare('test_usual_event_count'),
);
const countOf = async (db: Db, event: string) => ((await eventCount(db).execute({ event }))[0] as { n: number }).n;

class RolledBack extends Error {}

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
    let seenInside = -1;
    await expect(
      t.ctx.db.transaction(async (tx) => {
        await insertEvent(tx, event);
        // Only the transaction's own connection sees the row it has not committed.
        seenInside = await countOf(tx, event);
        throw new RolledBack();
      }),
    ).rejects.toBeInstanceOf(RolledBack);
    expect(seenInside).toBe(1);
    expect(await countOf(t.ctx.db, event)).toBe(0);
  });

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
});
