/** The files module's interface: what the route list and other modules may use of it; the rest of the folder is its own. */
export { filesRoutes } from './routes.ts';
