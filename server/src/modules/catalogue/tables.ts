import { sql } from 'drizzle-orm';
import { bigint, customType, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** PostgreSQL's 64-bit transaction id, as text (it passes 2^53). */
const xid8 = customType<{ data: string; driverData: string }>({ dataType: () => 'xid8' });

/**
 * What changed in the public catalogue, written by triggers (migration 0077) in the changing transaction, for every
 * process's offer index (catalogue/offer-index) to read by transaction: a product that may have entered, left or
 * moved in the search, or the shops' statuses or the licences as a whole. Rows older than an hour are removed.
 */
export const catalogueChanges = pgTable(
  'catalogue_changes',
  {
    xid: xid8('xid').notNull().default(sql`pg_current_xact_id()`),
    /** 'product' (productId set), 'shops' or 'licences'. */
    what: text('what').notNull(),
    productId: bigint('product_id', { mode: 'number' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('catalogue_changes_xid_idx').on(t.xid), index('catalogue_changes_at_idx').on(t.at)],
);
