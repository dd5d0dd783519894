import type { RecurringJob } from '../../platform/jobs/queue.ts';
import { EXPIRE_QUOTES_JOB, expireQuotesJob } from './expire-quotes.ts';

/** The quote module's durable jobs (jobs.ts starts the worker; tests run `runDueJobs` themselves). */
export const QUOTE_JOB_HANDLERS = { [EXPIRE_QUOTES_JOB]: expireQuotesJob };

/** A quote's validity ends at any minute: the sweep runs every minute. */
export const quoteRecurringJobs = (): RecurringJob[] => [{ kind: EXPIRE_QUOTES_JOB, everySeconds: 60 }];
