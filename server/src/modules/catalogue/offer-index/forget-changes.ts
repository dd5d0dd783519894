import { sql } from 'drizzle-orm';
import { rawRows } from '../../../platform/db/raw-rows.ts';
import type { JobHandler } from '../../../platform/jobs/queue.ts';

export const FORGET_CATALOGUE_CHANGES_JOB = 'catalogue.forget-changes';

/**
 * How long a catalogue change is kept for the processes' offer indexes to read: each reads them before every search
 * and every few seconds when idle, and one that has not for 20 minutes loads the catalogue anew (offer-index-of.ts).
 */
export const CATALOGUE_CHANGES_KEPT_MINUTES = 60;

/** Rows removed per statement: a bulk load (a million offers) leaves as many, removed in short statements. */
const BATCH = 10_000;

/** Removes the catalogue changes every process has long read. */
export const forgetCatalogueChangesJob: JobHandler = async (ctx) => {
  let removed = 0;
  for (;;) {
    const [row] = await rawRows<{ n: number }>(
      ctx.db,
      sql`WITH gone AS (
        DELETE FROM catalogue_changes WHERE ctid IN (
          SELECT ctid FROM catalogue_changes
          WHERE at < now() - make_interval(mins => ${CATALOGUE_CHANGES_KEPT_MINUTES}) LIMIT ${BATCH})
        RETURNING 1)
      SELECT count(*)::int AS n FROM gone`,
    );
    removed += row?.n ?? 0;
    if ((row?.n ?? 0) < BATCH) return { removed };
  }
};
