import type { RecurringJob } from '../../platform/jobs/queue.ts';
import { CLOSE_AUCTIONS_JOB, closeAuctionsJob } from './close-auction.ts';
import { DEFAULT_DEALS_JOB, defaultDealsJob } from './default-deals.ts';

/** The auction module's durable jobs (jobs.ts starts the worker; tests run `runDueJobs` themselves). */
export const AUCTION_JOB_HANDLERS = { [CLOSE_AUCTIONS_JOB]: closeAuctionsJob, [DEFAULT_DEALS_JOB]: defaultDealsJob };

/** An auction closes at any second (a late bid moves it): its sweep runs every 5 seconds; the deals' every minute. */
export const auctionRecurringJobs = (): RecurringJob[] => [
  { kind: CLOSE_AUCTIONS_JOB, everySeconds: 5 },
  { kind: DEFAULT_DEALS_JOB, everySeconds: 60 },
];
