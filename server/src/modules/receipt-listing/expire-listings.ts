import { chinaDate } from '@hgsc/contracts';
import { and, asc, eq, lt } from 'drizzle-orm';
import type { JobHandler } from '../../platform/jobs/queue.ts';
import { endListing } from './end-listing.ts';
import { receiptListings } from './tables.ts';

export const EXPIRE_LISTINGS_JOB = 'receiptListing.expire';
const BATCH = 200;

/**
 * The durable sweep that ends listings whose last day has passed (China) and frees their receipts, a transaction
 * each, so one that an application holds at that moment waits its turn under the row lock rather than blocking the
 * rest. A listing an application still reserves expires all the same: the market no longer shows it.
 */
export const expireListingsJob: JobHandler = async (ctx) => {
  const today = chinaDate();
  let expired = 0;
  for (;;) {
    const due = await ctx.db
      .select({ id: receiptListings.id })
      .from(receiptListings)
      .where(and(eq(receiptListings.status, 'listed'), lt(receiptListings.validUntil, today)))
      .orderBy(asc(receiptListings.id))
      .limit(BATCH);
    for (const { id } of due)
      await ctx.db.transaction((tx) =>
        endListing(tx, { id, action: 'expire', actor: { party: 'system', userId: null, companyId: null }, lang: 'zh' }),
      );
    expired += due.length;
    if (due.length < BATCH) return { expired };
  }
};
