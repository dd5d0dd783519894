// Between two runs the servers must be idle, or one scenario's abandoned work would slow the next one down: an
// abandoned request (see `unfinished` in load.mjs) keeps its query running in PostgreSQL, and the requests queued
// behind it in the app's pool start theirs. The servers' connections carry an application_name (PGAPPNAME, set
// when the bench starts them), so their long queries still running once the load has stopped can be cancelled here.
import { setTimeout as sleep } from 'node:timers/promises';

export const APP_NAMES = { app: 'hgsc-bench-app', uncached: 'hgsc-bench-app-uncached', limit: 'hgsc-bench-limit' };

const QUIET_MS = 1_000;
/** How long the app's job worker is given to deliver the notifications a run left queued. */
const MAX_JOBS_MS = 120_000;
const LONG_QUERY = '250 milliseconds';
const MAX_DRAIN_MS = 30_000;

/**
 * Waits until the servers have run no query for a second, cancelling those running longer than a quarter second
 * (an abandoned request's; the app's own background writes — log batches, jobs — are brief). Answers how many
 * queries were cancelled and how long it took.
 */
export async function drainServers(db) {
  const started = Date.now();
  const cancelled = new Set();
  let quietSince = Date.now();
  while (Date.now() - quietSince < QUIET_MS && Date.now() - started < MAX_DRAIN_MS) {
    const { rows } = await db.query(
      `SELECT pid, query_start::text AS started, now() - query_start > $2::interval AS long FROM pg_stat_activity
       WHERE application_name = ANY($1::text[]) AND state = 'active' AND pid <> pg_backend_pid()`,
      [Object.values(APP_NAMES), LONG_QUERY],
    );
    if (rows.length > 0) quietSince = Date.now();
    // A cancelled query shows as active until its backend notices; cancelling it again is harmless, it counts once.
    for (const row of rows.filter((r) => r.long)) {
      await db.query('SELECT pg_cancel_backend($1)', [row.pid]);
      cancelled.add(`${row.pid}@${row.started}`);
    }
    await sleep(100);
  }
  const jobsLeft = await deliverQueuedJobs(db);
  return { cancelledQueries: cancelled.size, drainSeconds: Math.round((Date.now() - started) / 100) / 10, jobsLeft };
}

/**
 * Waits until the app's worker has run the jobs due now (a step's notifications, delivered after its commit): a run
 * that queued more than the worker kept up with would otherwise have the next run pay for them. Answers how many
 * were still due when the wait gave up (0 when none).
 */
async function deliverQueuedJobs(db) {
  const started = Date.now();
  for (;;) {
    const { rows } = await db.query(
      `SELECT count(*)::int AS due FROM jobs WHERE done_at IS NULL AND failed_at IS NULL AND run_at <= now()`,
    );
    if (rows[0].due === 0 || Date.now() - started >= MAX_JOBS_MS) return rows[0].due;
    await sleep(250);
  }
}
