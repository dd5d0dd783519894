import { hostname } from 'node:os';
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { preparedStatement } from '../db/prepared.ts';
import { type JobRow, jobs } from './tables.ts';

/** What a job kind does; its answer is kept as the job's result. */
export type JobHandler = (ctx: AppContext, job: JobRow) => Promise<Record<string, unknown> | undefined>;

/**
 * A kind whose jobs claimed together run as one call, sharing its reads and writes (a burst of steps notified in one
 * transaction): done together with its answer, or each retried when it throws. Each job's work must bear a retry.
 */
export interface JobBatchHandler {
  batch: (ctx: AppContext, jobs: readonly JobRow[]) => Promise<Record<string, unknown> | undefined>;
}

export type JobHandlers = Record<string, JobHandler | JobBatchHandler>;

/** How long a claimed job is the claimer's; a crashed worker's job becomes due again after it. */
const LEASE_SECONDS = 300;

export const workerId = () => `${hostname()}:${process.pid}`;

export interface NewJob {
  kind: string;
  payload?: Record<string, unknown>;
  runAt?: Date;
  singletonKey?: string;
  maxAttempts?: number;
}

/** Adds a job; with `singletonKey` nothing is added while one of that key is pending (answers false). */
export async function enqueueJob(ctx: AppContext, job: NewJob): Promise<boolean> {
  return enqueueJobIn(ctx.db, job);
}

/**
 * A job's insert, prepared: every step a user takes queues its notifications with it, and an unprepared INSERT was
 * parsed and planned on each (0.2 ms of PostgreSQL per application).
 */
const insertJob = preparedStatement((db) =>
  db
    .insert(jobs)
    .values({
      kind: sql`${sql.placeholder('kind')}`,
      payload: sql`${sql.placeholder('payload')}::jsonb`,
      runAt: sql`${sql.placeholder('runAt')}::timestamptz`,
      singletonKey: sql`${sql.placeholder('singletonKey')}`,
      maxAttempts: sql`${sql.placeholder('maxAttempts')}::int`,
    })
    .onConflictDoNothing()
    .returning({ id: jobs.id })
    .prepare('job_insert'),
);

/** enqueueJob in the caller's transaction: the job is there exactly when what the transaction writes is. */
export async function enqueueJobIn(db: Db, job: NewJob): Promise<boolean> {
  const inserted = await insertJob(db).execute({
    kind: job.kind,
    payload: JSON.stringify(job.payload ?? {}),
    runAt: (job.runAt ?? new Date()).toISOString(),
    singletonKey: job.singletonKey ?? null,
    maxAttempts: job.maxAttempts ?? 5,
  });
  return inserted.length > 0;
}

/** How many due jobs one claim takes. */
const JOBS_PER_CLAIM = 10;

/** Back-off after a failure: 30 s, 1 min, 2 min … at most an hour. */
const backoffSeconds = (attempts: number) => Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1));

/**
 * Runs the jobs due now, at most `limit`: claimed together by one statement with FOR UPDATE SKIP LOCKED and a
 * lease, so two processes never take the same job; then each run outside it. Success
 * marks it done with its result; a failure records the error and schedules a retry with back-off,
 * or marks it failed after its last attempt. Answers the jobs run. Tests call this directly.
 */
export async function runDueJobs(
  ctx: AppContext,
  handlers: JobHandlers,
  { limit = 10, worker = workerId() }: { limit?: number; worker?: string } = {},
): Promise<JobRow[]> {
  const now = new Date();
  const due = ctx.db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        isNull(jobs.doneAt),
        isNull(jobs.failedAt),
        lte(jobs.runAt, now),
        or(isNull(jobs.lockedUntil), lte(jobs.lockedUntil, now)),
      ),
    )
    .orderBy(asc(jobs.runAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await ctx.db
    .update(jobs)
    .set({
      lockedBy: worker,
      lockedUntil: new Date(now.getTime() + LEASE_SECONDS * 1000),
      attempts: sql`${jobs.attempts} + 1`,
    })
    .where(inArray(jobs.id, due))
    .returning();
  claimed.sort((a, b) => a.runAt.getTime() - b.runAt.getTime() || a.id - b.id);

  for (const [kind, ofKind] of byKind(claimed)) {
    const handler = handlers[kind];
    if (handler && typeof handler !== 'function') {
      try {
        await finished(ctx, ofKind, (await handler.batch(ctx, ofKind)) ?? {}, worker);
      } catch (error) {
        for (const job of ofKind) await failed(ctx, job, error, worker);
      }
      continue;
    }
    for (const job of ofKind) {
      try {
        if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
        await finished(ctx, [job], (await handler(ctx, job)) ?? {}, worker);
      } catch (error) {
        await failed(ctx, job, error, worker);
      }
    }
  }
  return claimed;
}

/** The jobs of each kind, in their order. */
function byKind(claimed: readonly JobRow[]): Map<string, JobRow[]> {
  const kinds = new Map<string, JobRow[]>();
  for (const job of claimed) kinds.set(job.kind, [...(kinds.get(job.kind) ?? []), job]);
  return kinds;
}

/** Jobs run: done, with their result (those whose lease another worker took since are left to it). */
async function finished(ctx: AppContext, done: readonly JobRow[], result: Record<string, unknown>, worker: string) {
  await ctx.db
    .update(jobs)
    .set({ doneAt: new Date(), result, lastError: null, lockedBy: null, lockedUntil: null })
    .where(
      and(
        inArray(
          jobs.id,
          done.map((job) => job.id),
        ),
        eq(jobs.lockedBy, worker),
      ),
    );
}

/** A job failed: retried after a back-off, or failed for good after its last attempt. */
async function failed(ctx: AppContext, job: JobRow, error: unknown, worker: string) {
  const message = error instanceof Error ? error.message : String(error);
  const last = job.attempts >= job.maxAttempts;
  await ctx.db
    .update(jobs)
    .set({
      lastError: message.slice(0, 2000),
      lockedBy: null,
      lockedUntil: null,
      ...(last ? { failedAt: new Date() } : { runAt: new Date(Date.now() + backoffSeconds(job.attempts) * 1000) }),
    })
    .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, worker)));
}

/** A job that runs every `everySeconds`: one pending at a time, whatever the number of processes. */
export interface RecurringJob {
  kind: string;
  everySeconds: number;
  /** A moment after `now` the next run must not wait past (the offer sweep: the next midnight in China). */
  runBy?: (now: Date) => Date;
}

/** When a recurring job's next run is queued for: `everySeconds` from now, or its `runBy` moment if sooner. */
export function nextRunOf(job: RecurringJob, now: Date): Date {
  const every = new Date(now.getTime() + job.everySeconds * 1000);
  const by = job.runBy?.(now);
  return by && by < every ? by : every;
}

/**
 * Starts this process's worker: every `pollSeconds` it makes sure each recurring job has its next
 * run queued, then runs the due jobs. Answers a stop function (awaits the run in progress).
 */
export function startJobWorker(
  ctx: AppContext,
  handlers: JobHandlers,
  recurring: RecurringJob[],
  pollSeconds: number,
  onError: (error: unknown) => void,
): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const tick = async () => {
    for (const r of recurring) {
      await enqueueJob(ctx, {
        kind: r.kind,
        singletonKey: r.kind,
        runAt: nextRunOf(r, new Date()),
        maxAttempts: 3,
      });
    }
    // A tick runs what is due, ten at a time, until none is left or the next tick is due: a burst of steps (a
    // hundred applications in a minute) is told within the tick, not at ten jobs a poll.
    const started = Date.now();
    while (!stopped && (await runDueJobs(ctx, handlers, { limit: JOBS_PER_CLAIM })).length === JOBS_PER_CLAIM) {
      if (Date.now() - started >= pollSeconds * 1000) break;
    }
  };
  const timer = setInterval(() => {
    if (stopped) return;
    running = running.then(tick).catch(onError);
  }, pollSeconds * 1000);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
