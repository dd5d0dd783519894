import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { usualLogs } from '../logs/tables.ts';
import { mapRowsOnce } from './row-mapper.ts';

describe('mapRowsOnce', () => {
  let t: TestApp;
  const same = alias(usualLogs, 'same_log');
  const createdAt = new Date('2026-11-30T08:15:00.123Z');

  beforeAll(async () => {
    t = await createTestApp();
    await t.ctx.db.insert(usualLogs).values([
      { event: 'mapper.one', detail: null, userId: 7, createdAt },
      { event: 'mapper.two', detail: '明细', userId: null, createdAt },
    ]);
  });
  afterAll(async () => {
    await t?.close();
  });

  const selection = () => ({
    log: { id: usualLogs.id, event: usualLogs.event, detail: usualLogs.detail, createdAt: usualLogs.createdAt },
    joined: { userId: same.userId, at: same.createdAt },
    length: sql`length(${usualLogs.event})`.mapWith(Number),
    day: sql<string>`to_char(${usualLogs.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`,
  });

  it('makes the rows drizzle makes, nested objects, dates, nulls and decoded expressions alike', async () => {
    const query = () =>
      t.ctx.db
        .select(selection())
        .from(usualLogs)
        .innerJoin(same, eq(same.id, usualLogs.id))
        .where(sql`${usualLogs.event} like 'mapper.%'`)
        .orderBy(usualLogs.id);
    const prepared = mapRowsOnce(query().prepare('test_row_mapper'));
    expect(typeof (prepared as unknown as { customResultMapper?: unknown }).customResultMapper).toBe('function');
    const fast = await prepared.execute();
    expect(fast).toEqual(await query());
    expect(fast[0]?.log.createdAt).toEqual(createdAt);
    expect(fast[0]?.length).toBe(10);
    expect(fast[1]?.log.detail).toBe('明细');
    expect(fast[1]?.joined.userId).toBeNull();
  });

  it('leaves a select with an outer join to drizzle, whose joined object may be null as a whole', async () => {
    const query = () =>
      t.ctx.db
        .select(selection())
        .from(usualLogs)
        .leftJoin(same, sql`false`)
        .where(sql`${usualLogs.event} like 'mapper.%'`)
        .orderBy(usualLogs.id);
    const prepared = mapRowsOnce(query().prepare('test_row_mapper_outer'));
    expect((prepared as unknown as { customResultMapper?: unknown }).customResultMapper).toBeUndefined();
    const rows = await prepared.execute();
    expect(rows[0]?.joined).toBeNull();
    expect(rows).toEqual(await query());
  });
});
