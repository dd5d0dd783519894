import { sql } from 'drizzle-orm';
import { bigint, jsonb, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { rawRows } from './raw-rows.ts';
import { rowInserter } from './row-inserter.ts';

const notes = pgTable('test_row_inserter_notes', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  note: text('note').notNull(),
  payload: jsonb('payload').$type<unknown>(),
  amount: numeric('amount', { precision: 18, scale: 2 }),
  createdBy: text('created_by').notNull(),
});
const insertNotes = rowInserter(notes, 'test_note_insert', ['note', 'payload', 'amount'], { createdBy: sql`current_user` });

describe('rowInserter', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.ctx.db.execute(sql`create table test_row_inserter_notes (
      id bigint generated always as identity primary key, note text not null, payload jsonb, amount numeric(18,2),
      created_by text not null)`);
  });
  afterAll(async () => {
    await t?.close();
  });

  const storedNulls = async (id: number) => {
    const [row] = await rawRows<{ payload_is_null: boolean; amount: string | null }>(
      t.ctx.db,
      sql`select payload is null as payload_is_null, amount::text as amount from test_row_inserter_notes where id = ${id}`,
    );
    return row;
  };

  it('writes one row through the prepared statement, a null as SQL NULL and values encoded as drizzle would', async () => {
    const [empty] = await insertNotes(t.ctx.db, [{ note: 'empty', payload: null, amount: null }]);
    expect(empty).toMatchObject({ note: 'empty', payload: null, amount: null });
    expect(await storedNulls(empty?.id as number)).toEqual({ payload_is_null: true, amount: null });

    const [full] = await insertNotes(t.ctx.db, [{ note: 'full', payload: [1, { a: '二' }], amount: '12.50' }]);
    expect(full).toMatchObject({ note: 'full', payload: [1, { a: '二' }], amount: '12.50' });
    expect(full?.createdBy).toBeTruthy();
  });

  it('writes several rows as one statement, answered in the order given', async () => {
    const rows = await insertNotes(t.ctx.db, [
      { note: 'a', payload: { n: 1 }, amount: '1.00' },
      { note: 'b', payload: null, amount: null },
    ]);
    expect(rows.map((r) => [r.note, r.payload, r.amount])).toEqual([
      ['a', { n: 1 }, '1.00'],
      ['b', null, null],
    ]);
    expect(await storedNulls(rows[1]?.id as number)).toEqual({ payload_is_null: true, amount: null });
  });

  it('refuses a row that leaves a named column out, alone or among others, instead of writing NULL or a default for it', async () => {
    await expect(insertNotes(t.ctx.db, [{ note: 'missing', amount: null } as never])).rejects.toThrow(/gives no payload/);
    await expect(
      insertNotes(t.ctx.db, [{ note: 'complete', payload: null, amount: null }, { note: 'missing', payload: null } as never]),
    ).rejects.toThrow(/gives no amount/);
  });
});
