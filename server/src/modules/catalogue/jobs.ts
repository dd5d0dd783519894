import type { RecurringJob } from '../../platform/jobs/queue.ts';
import { FORGET_CATALOGUE_CHANGES_JOB, forgetCatalogueChangesJob } from './offer-index/forget-changes.ts';

/** The catalogue module's durable jobs (jobs.ts starts the worker; tests run `runDueJobs` themselves). */
export const CATALOGUE_JOB_HANDLERS = { [FORGET_CATALOGUE_CHANGES_JOB]: forgetCatalogueChangesJob };

export const catalogueRecurringJobs = (): RecurringJob[] => [{ kind: FORGET_CATALOGUE_CHANGES_JOB, everySeconds: 600 }];
