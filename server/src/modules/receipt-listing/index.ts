/** The receipt-listing module's interface: what the route list, the jobs, the receipt orders and the demo seed may use. */
export { applicationsOfEndingListing, exchangesOfEndingListing } from './ending-listing.ts';
export { LISTING_JOB_HANDLERS, listingRecurringJobs } from './jobs.ts';
export { marketListings } from './list-listings.ts';
export { type ListingTerms, listReceipt } from './list-receipt.ts';
export {
  lockListing,
  lockListingWithReceipt,
  releaseToListing,
  requireListed,
  reserveFromListing,
  returnSoldToSeller,
  sellFromListing,
} from './listing-quantities.ts';
export { checkApplication } from './lot-rules.ts';
export { readListing } from './read-listing.ts';
export { receiptListingRoutes } from './routes.ts';
export { saveListing } from './save-listing.ts';
export { type ListingRow, receiptListings } from './tables.ts';
