/** The quote module's interface: what the route list and the jobs may use of it. */

export { inquiryModuleRoutes } from './inquiries/routes.ts';
export { submitInquiry } from './inquiries/submit-inquiry.ts';
export { quoteInquiries } from './inquiries/tables.ts';
export { QUOTE_JOB_HANDLERS, quoteRecurringJobs } from './jobs.ts';
export { quotableProducts } from './quotable-products.ts';
export { quoteModuleRoutes } from './routes.ts';
export { saveQuote } from './save-quote.ts';
export { submitQuote } from './submit-quote.ts';
export { type QuoteRow, quotes } from './tables.ts';
