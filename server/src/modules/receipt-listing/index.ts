/** The receipt-listing module's interface: what the route list, the jobs and the demo seed may use of it. */
export { LISTING_JOB_HANDLERS, listingRecurringJobs } from './jobs.ts';
export { receiptListingRoutes } from './routes.ts';
export { saveListing } from './save-listing.ts';
export { receiptListings } from './tables.ts';
