import type { AppContext } from '../../platform/context.ts';
import type { RecurringJob } from '../../platform/jobs/queue.ts';
import { CLOSE_EXPIRED_JOB, closeExpiredJob } from './close-expired.ts';
import { REMIND_OVERDUE_JOB, remindOverdueJob } from './payments/remind-overdue.ts';

/** The order module's durable jobs (jobs.ts starts the worker; tests run `runDueJobs` themselves). */
export const ORDER_JOB_HANDLERS = { [CLOSE_EXPIRED_JOB]: closeExpiredJob, [REMIND_OVERDUE_JOB]: remindOverdueJob };

export const orderRecurringJobs = (ctx: AppContext): RecurringJob[] => [
  { kind: CLOSE_EXPIRED_JOB, everySeconds: ctx.config.ORDER_CLOSE_SWEEP_SECONDS },
  // A day passes for a balance at China's midnight; hourly is soon enough after it.
  { kind: REMIND_OVERDUE_JOB, everySeconds: 3600 },
];
