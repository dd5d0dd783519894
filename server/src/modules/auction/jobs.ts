import type { RecurringJob } from '../../platform/jobs/queue.ts';
import { CLOSE_AUCTIONS_JOB, closeAuctionsJob } from './close-auction.ts';

/** The auction module's durable jobs (jobs.ts starts the worker; tests run `runDueJobs` themselves). */
export const AUCTION_JOB_HANDLERS = { [CLOSE_AUCTIONS_JOB]: closeAuctionsJob };

/** An auction closes at any second (a late bid moves it): the sweep runs every 5 seconds. */
export const auctionRecurringJobs = (): RecurringJob[] => [{ kind: CLOSE_AUCTIONS_JOB, everySeconds: 5 }];
