/** The market-price module's interface (行情): the route list, the job and the demo's history use it. */
export { computeMarketDay } from './compute-prices.ts';
export { MARKET_PRICE_JOB_HANDLERS, marketPriceRecurringJobs } from './jobs.ts';
export { marketPriceRoutes } from './routes.ts';
export { marketPrices } from './tables.ts';
