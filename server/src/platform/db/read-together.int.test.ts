import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import type { Db } from './client.ts';
import { readTogether } from './read-together.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** Two reads, the first slower, each writing down when it starts and ends. */
function twoReads(db: Db, steps: string[]) {
  const read = (name: string, ms: number) => async () => {
    steps.push(`${name} starts`);
    await sleep(ms);
    await db.execute(sql`select 1`);
    steps.push(`${name} ends`);
    return name;
  };
  return readTogether(db, [read('a', 40), read('b', 0)]);
}

describe('readTogether', () => {
  it('runs the reads at once on the pool', async () => {
    const steps: string[] = [];
    expect(await twoReads(t.ctx.db, steps)).toEqual(['a', 'b']);
    expect(steps).toEqual(['a starts', 'b starts', 'b ends', 'a ends']);
  });

  it('runs them one after another in a transaction, whose connection takes one statement at a time', async () => {
    const steps: string[] = [];
    expect(await t.ctx.db.transaction((tx) => twoReads(tx, steps))).toEqual(['a', 'b']);
    expect(steps).toEqual(['a starts', 'a ends', 'b starts', 'b ends']);
  });
});
