import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, inRolledBackTransaction, type TestApp } from '../../../test/harness.ts';
import type { Db } from '../../platform/db/client.ts';
import { rawRows } from '../../platform/db/raw-rows.ts';
import { newestOrders, tabFilter } from './list-orders.ts';

/** The plan of `query` when PostgreSQL may neither sort nor scan but by an index in order (on an empty table too). */
async function planWithoutSorting(db: Db, query: { toSQL(): { sql: string; params: unknown[] } }): Promise<string> {
  const { sql: text, params } = query.toSQL();
  return inRolledBackTransaction(db, async (tx) => {
    for (const setting of ['enable_sort', 'enable_seqscan', 'enable_bitmapscan'])
      await tx.execute(sql.raw(`set local ${setting} = off`));
    // The statement's own placeholders ($1 …) bound as the app binds them.
    const inlined = text.replace(/\$(\d+)/g, (_, n) => String(params[Number(n) - 1]));
    const rows = await rawRows<Record<string, string>>(tx, sql.raw(`explain ${inlined}`));
    return rows.map((row) => Object.values(row)[0]).join('\n');
  });
}

describe('order list plans', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each([['buyer'], ['seller']] as const)(
    '全部订单 of a %s is read by walking its newest-first index, with no sort of the company’s history',
    async (party) => {
      const page = newestOrders(t.ctx.db, tabFilter(party, 7, null))
        .limit(10)
        .offset(20);
      const plan = await planWithoutSorting(t.ctx.db, page);
      expect(plan).toContain(`orders_${party}_recent_idx`);
      expect(plan).not.toMatch(/\bSort\b/);
    },
  );
});
