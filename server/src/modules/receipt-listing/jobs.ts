import { nextChinaMidnight } from '@hgsc/contracts';
import type { RecurringJob } from '../../platform/jobs/queue.ts';
import { EXPIRE_LISTINGS_JOB, expireListingsJob } from './expire-listings.ts';

/** The listing module's durable jobs (jobs.ts starts the worker; tests run `runDueJobs` themselves). */
export const LISTING_JOB_HANDLERS = { [EXPIRE_LISTINGS_JOB]: expireListingsJob };

/** A second after China's midnight, when yesterday's last day has passed; hourly besides, in case a run was missed. */
export const listingRecurringJobs = (): RecurringJob[] => [
  { kind: EXPIRE_LISTINGS_JOB, everySeconds: 3600, runBy: (now) => new Date(nextChinaMidnight(now).getTime() + 1000) },
];
