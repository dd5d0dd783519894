import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * DESIGN §5: durable jobs in PostgreSQL — retried with back-off, visible (attempts, last error,
 * who holds it). Workers claim due jobs with FOR UPDATE SKIP LOCKED and a lease (`locked_until`),
 * so several processes never run one job twice at once, and a crashed worker's job runs again
 * when its lease ends. A recurring job has a `singleton_key`: at most one of it is pending.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    singletonKey: text('singleton_key'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    lastError: text('last_error'),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** What the last successful run reported (e.g. how many orders it closed). */
    result: jsonb('result').$type<Record<string, unknown>>(),
    doneAt: timestamp('done_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('jobs_due_idx').on(t.runAt).where(sql`${t.doneAt} is null and ${t.failedAt} is null`),
    uniqueIndex('jobs_singleton_pending').on(t.singletonKey).where(sql`${t.doneAt} is null and ${t.failedAt} is null`),
  ],
);

export type JobRow = typeof jobs.$inferSelect;
