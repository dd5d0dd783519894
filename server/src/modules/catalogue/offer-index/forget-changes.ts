import { lt, sql } from 'drizzle-orm';
import type { JobHandler } from '../../../platform/jobs/queue.ts';
import { catalogueChanges } from '../tables.ts';

export const FORGET_CATALOGUE_CHANGES_JOB = 'catalogue.forget-changes';

/**
 * How long a catalogue change is kept for the processes' offer indexes to read: each reads them before every search
 * and every few seconds when idle, and one that has not for 20 minutes loads the catalogue anew (offer-index-of.ts).
 */
export const CATALOGUE_CHANGES_KEPT_MINUTES = 60;

/** Removes the catalogue changes every process has long read. */
export const forgetCatalogueChangesJob: JobHandler = async (ctx) => {
  const removed = await ctx.db
    .delete(catalogueChanges)
    .where(lt(catalogueChanges.at, sql`now() - make_interval(mins => ${CATALOGUE_CHANGES_KEPT_MINUTES})`))
    .returning({ at: catalogueChanges.at });
  return { removed: removed.length };
};
