/** The auction module's interface: what the route list, the jobs and the demo seed may use of it. */
export { approveAuction, submitAuction } from './auction-steps.ts';
export { closeAuction } from './close-auction.ts';
export { AUCTION_JOB_HANDLERS, auctionRecurringJobs } from './jobs.ts';
export { placeBid } from './place-bid.ts';
export { auctionModuleRoutes } from './routes.ts';
export { saveAuction } from './save-auction.ts';
export { applyForAuction } from './sign-up.ts';
export { approveSignUp, confirmDeposit, payDeposit } from './sign-up-steps.ts';
export { auctions, auctionWhiteList } from './tables.ts';
export { addToWhiteList } from './white-list.ts';
