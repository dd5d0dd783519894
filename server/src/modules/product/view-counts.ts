import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';

/** Writes a batch of product page views (ctx.productViews): one UPDATE for every product viewed. */
export const writeProductViews = (db: Db) => (ids: number[], amounts: number[]) =>
  db.execute(sql`
    UPDATE products SET view_count = products.view_count + v.n
    FROM unnest(${sql.param(ids)}::bigint[], ${sql.param(amounts)}::int[]) AS v(id, n)
    WHERE products.id = v.id`);
