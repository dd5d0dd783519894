export { AUCTION_JOB_HANDLERS, auctionRecurringJobs } from './jobs.ts';
export { auctionModuleRoutes } from './routes.ts';
