/** The receipt-exchange module's interface: what the route list may use of it; the rest of the folder is its own. */

export { quoteExchange } from './quote-exchange.ts';
export { receiptExchangeRoutesPlugin as receiptExchangeRoutes } from './routes.ts';
export { saveExchange } from './save-exchange.ts';
export { receiptExchanges } from './tables.ts';
