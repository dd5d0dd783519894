import { chinaDate, PUBLISH_STATUS } from '@hgsc/contracts';
import { and, asc, eq, lt } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { JobHandler } from '../../platform/jobs/queue.ts';
import { forgetCatalogue } from '../catalogue/catalogue-cache.ts';
import { recordAudit, updateProduct } from './product-repo.ts';
import { products } from './tables.ts';

export const EXPIRE_OFFERS_JOB = 'product.expireOffers';
/** Offers taken off shelf per transaction; a sweep goes on until none is left. */
const BATCH = 200;

/** On shelf with a validity that ended before `today` (China). */
const expiredOnShelf = (today: string) =>
  and(eq(products.publishStatus, PUBLISH_STATUS.ON_SHELF), lt(products.validUntil, today));

/**
 * Takes every on-shelf offer whose validity ended before today (China) off shelf (0 未上架) and out of the showcase,
 * as the seller's 下架 would, with an `expire` step of the system in its history; it stays approved, and its seller
 * may set a new validity and put it on shelf again. Batches of BATCH rows, each locked with SKIP LOCKED so a
 * seller's own change meanwhile is neither waited on nor undone (it is taken at the next sweep if still due). The
 * product details, cart and checkout already refuse such an offer from midnight on (catalogue/visibility.ts); this
 * clears the lists and the shop's count. Walks products_shelf_expiry_idx, so a sweep that finds nothing reads nothing.
 */
export async function expireOffers(ctx: AppContext, today = chinaDate(new Date())): Promise<{ expired: number[] }> {
  const expired: number[] = [];
  for (;;) {
    const batch = await ctx.db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(products)
        .where(expiredOnShelf(today))
        .orderBy(asc(products.validUntil), asc(products.id))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      for (const row of due) {
        const updated = await updateProduct(tx, row.id, { publishStatus: PUBLISH_STATUS.OFF_SHELF, showcase: false });
        await recordAudit(tx, updated, 'expire', null);
      }
      return due.map((row) => row.id);
    });
    expired.push(...batch);
    if (batch.length < BATCH) break;
  }
  if (expired.length > 0) forgetCatalogue(ctx);
  return { expired };
}

export const expireOffersJob: JobHandler = async (ctx) => {
  const { expired } = await expireOffers(ctx);
  return { expired: expired.length };
};
