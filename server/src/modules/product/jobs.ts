import { nextChinaMidnight } from '@hgsc/contracts';
import type { AppContext } from '../../platform/context.ts';
import type { RecurringJob } from '../../platform/jobs/queue.ts';
import { EXPIRE_OFFERS_JOB, expireOffersJob } from './expire-offers.ts';

/** The product module's durable jobs (jobs.ts starts the worker; tests run `runDueJobs` themselves). */
export const PRODUCT_JOB_HANDLERS = { [EXPIRE_OFFERS_JOB]: expireOffersJob };

export const productRecurringJobs = (ctx: AppContext): RecurringJob[] => [
  // At China's midnight too, a second after it: the day's expired offers leave the lists within a poll of the worker.
  { kind: EXPIRE_OFFERS_JOB, everySeconds: ctx.config.OFFER_EXPIRY_SWEEP_SECONDS, runBy: afterMidnight },
];

const afterMidnight = (now: Date) => new Date(nextChinaMidnight(now).getTime() + 1000);
