import type { AppContext } from '../../platform/context.ts';
import { startJobWorker } from '../../platform/jobs/queue.ts';
import { CLOSE_EXPIRED_JOB, closeExpiredJob } from './close-expired.ts';

/** The order module's durable jobs; main.ts starts the worker (tests run `runDueJobs` themselves). */
export const ORDER_JOB_HANDLERS = { [CLOSE_EXPIRED_JOB]: closeExpiredJob };

export function startOrderJobs(ctx: AppContext, onError: (error: unknown) => void) {
  return startJobWorker(
    ctx,
    ORDER_JOB_HANDLERS,
    [{ kind: CLOSE_EXPIRED_JOB, everySeconds: ctx.config.ORDER_CLOSE_SWEEP_SECONDS }],
    ctx.config.JOBS_POLL_SECONDS,
    onError,
  );
}
