import { chinaDate, PUBLISH_STATUS } from '@hgsc/contracts';
import { and, asc } from 'drizzle-orm';
import { forgetCatalogue } from '../../platform/cache/catalogue-cache.ts';
import type { AppContext } from '../../platform/context.ts';
import { equalsLiteral } from '../../platform/db/literal.ts';
import type { JobHandler } from '../../platform/jobs/queue.ts';
import { offerExpiredBefore } from './offer-validity.ts';
import { recordAudit, updateProduct } from './product-repo.ts';
import { products } from './tables.ts';

export const EXPIRE_OFFERS_JOB = 'product.expireOffers';
/**
 * Offers taken off shelf per transaction, and transactions per sweep: a backlog (the first sweep after a long stop)
 * is taken over several sweeps, each well within the job's lease (platform/jobs/queue.ts), so two processes never
 * sweep at once.
 */
const BATCH = 200;
const BATCHES_PER_SWEEP = 25;

/** On shelf (the status a literal, as the index predicate has it) with a validity that ended before `today` (China). */
const expiredOnShelf = (today: string) =>
  and(equalsLiteral(products.publishStatus, PUBLISH_STATUS.ON_SHELF), offerExpiredBefore(today));

/**
 * Takes the on-shelf offers whose validity ended before today (China) off shelf (0 未上架) and out of the showcase,
 * as the seller's 下架 would, with an `expire` step of the system in its history; it stays approved, and its seller
 * may set a new validity and put it on shelf again. Up to BATCHES_PER_SWEEP batches of BATCH rows, each locked with SKIP LOCKED so a
 * seller's own change meanwhile is neither waited on nor undone (it is taken at the next sweep if still due). The
 * product details, cart and checkout already refuse such an offer from midnight on (catalogue/visibility.ts); this
 * clears the lists and the shop's count, at the first poll after midnight (product/jobs.ts) and every
 * OFFER_EXPIRY_SWEEP_SECONDS. Walks products_shelf_expiry_idx, so a sweep that finds nothing reads nothing.
 */
export async function expireOffers(
  ctx: AppContext,
  today = chinaDate(new Date()),
  { batch: batchSize = BATCH, batches = BATCHES_PER_SWEEP } = {},
): Promise<{ expired: number[] }> {
  const expired: number[] = [];
  for (let n = 0; n < batches; n += 1) {
    const batch = await ctx.db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(products)
        .where(expiredOnShelf(today))
        .orderBy(asc(products.validUntil), asc(products.id))
        .limit(batchSize)
        .for('update', { skipLocked: true });
      for (const row of due) {
        const updated = await updateProduct(tx, row.id, { publishStatus: PUBLISH_STATUS.OFF_SHELF, showcase: false });
        await recordAudit(tx, updated, 'expire', null);
      }
      return due.map((row) => row.id);
    });
    expired.push(...batch);
    if (batch.length < batchSize) break;
  }
  if (expired.length > 0) forgetCatalogue(ctx);
  return { expired };
}

export const expireOffersJob: JobHandler = async (ctx) => {
  const { expired } = await expireOffers(ctx);
  return { expired: expired.length };
};
