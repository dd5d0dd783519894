/** The bill-of-lading module's interface: what the route list and the demo seed may use of it; the rest of the folder is its own. */
export { billOfLadingRoutes } from './routes.ts';
export { saveBill } from './save-bill.ts';
export { scheduleBill } from './schedule-bill.ts';
export { billsOfLading, weighTickets } from './tables.ts';
