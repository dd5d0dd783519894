/** The help module's interface: what the route list and other modules may use of it; the rest of the folder is its own. */
export { helpRoutes } from './routes.ts';
export { helpPageRevisions, helpPages } from './tables.ts';
