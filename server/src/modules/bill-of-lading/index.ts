/** The bill-of-lading module's interface: what the route list may use of it; the rest of the folder is its own. */
export { billOfLadingRoutes } from './routes.ts';
export { billsOfLading, weighTickets } from './tables.ts';
