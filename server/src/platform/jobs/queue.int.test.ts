import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { enqueueJob, type JobHandlers, runDueJobs } from './queue.ts';
import { jobs } from './tables.ts';

describe('the job queue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);
  afterAll(async () => t?.close());

  /** Queues `count` jobs of a kind of this test's own, answering their ids. */
  async function queued(kind: string, count: number): Promise<number[]> {
    for (let n = 0; n < count; n += 1) await enqueueJob(t.ctx, { kind, payload: { n } });
    const rows = await t.ctx.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.kind, kind));
    return rows.map((row) => row.id);
  }

  const rowsOf = (ids: number[]) => t.ctx.db.select().from(jobs).where(inArray(jobs.id, ids)).orderBy(jobs.id);

  it('runs the claimed jobs of a batch kind in one call, all done with its answer', async () => {
    const ids = await queued('test.batchDone', 3);
    const calls: number[][] = [];
    const handlers: JobHandlers = {
      'test.batchDone': {
        batch: async (_ctx, claimed) => {
          calls.push(claimed.map((job) => Number(job.payload.n)));
          return { ran: claimed.length };
        },
      },
    };
    const ran = await runDueJobs(t.ctx, handlers, { limit: 100 });
    expect(ran.filter((job) => job.kind === 'test.batchDone')).toHaveLength(3);
    expect(calls).toEqual([[0, 1, 2]]);
    const rows = await rowsOf(ids);
    expect(rows.every((row) => row.doneAt !== null && row.lockedBy === null && row.attempts === 1)).toBe(true);
    expect(rows.map((row) => row.result)).toEqual([{ ran: 3 }, { ran: 3 }, { ran: 3 }]);
  });

  it('retries every job of a batch that threw, each after its back-off, and fails each after its last attempt', async () => {
    const ids = await queued('test.batchFails', 2);
    const handlers: JobHandlers = {
      'test.batchFails': {
        batch: async () => {
          throw new Error('短信服务商拒绝');
        },
      },
    };
    const before = Date.now();
    await runDueJobs(t.ctx, handlers, { limit: 100 });
    const retried = await rowsOf(ids);
    for (const row of retried) {
      expect(row.doneAt).toBeNull();
      expect(row.failedAt).toBeNull();
      expect(row.lastError).toBe('短信服务商拒绝');
      expect(row.runAt.getTime()).toBeGreaterThanOrEqual(before + 29_000);
    }
    // Due again at its last attempt: failed for good.
    await t.ctx.db
      .update(jobs)
      .set({ runAt: new Date(0), attempts: 4 })
      .where(inArray(jobs.id, ids));
    await runDueJobs(t.ctx, handlers, { limit: 100 });
    expect((await rowsOf(ids)).every((row) => row.failedAt !== null && row.attempts === 5)).toBe(true);
  });

  it('never lets two workers claim one job, whichever claims first', async () => {
    const ids = await queued('test.claimOnce', 30);
    const runs = new Map<number, string[]>();
    const handlers = (worker: string): JobHandlers => ({
      'test.claimOnce': async (_ctx, job) => {
        runs.set(job.id, [...(runs.get(job.id) ?? []), worker]);
        return {};
      },
    });
    const workers = ['a', 'b', 'c'].map((worker) => async () => {
      while ((await runDueJobs(t.ctx, handlers(worker), { limit: 4, worker })).length > 0);
    });
    await Promise.all(workers.map((work) => work()));
    expect([...runs.keys()].sort((a, b) => a - b)).toEqual(ids);
    expect([...runs.values()].every((by) => by.length === 1)).toBe(true);
    expect((await rowsOf(ids)).every((row) => row.doneAt !== null)).toBe(true);
  });
});
