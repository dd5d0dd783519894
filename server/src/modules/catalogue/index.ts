/** The catalogue module's interface: what the route list and other modules may use of it; the rest of the folder is its own. */
export { CATALOGUE_JOB_HANDLERS, catalogueRecurringJobs } from './jobs.ts';
export { offerIndexState } from './offer-index/offer-index-of.ts';
export { catalogueRoutes } from './routes.ts';
export { catalogueCards } from './search.ts';
export { cardColumns, toCatalogueCard, visibleKnownProduct, visibleProduct, visibleProductInBulk } from './visibility.ts';
