/** The receipt-exchange module's interface: what the route list may use of it; the rest of the folder is its own. */
export { receiptExchangeRoutesPlugin as receiptExchangeRoutes } from './routes.ts';
export { receiptExchanges } from './tables.ts';
