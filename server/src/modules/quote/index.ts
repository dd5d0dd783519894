/** The quote module's interface: what the route list and the jobs may use of it. */
export { QUOTE_JOB_HANDLERS, quoteRecurringJobs } from './jobs.ts';
export { quoteModuleRoutes } from './routes.ts';
export { type QuoteRow, quotes } from './tables.ts';
