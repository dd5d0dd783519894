/** The review module's interface: what the route list and other modules may use of it; the rest of the folder is its own. */
import './reviewed-line.ts';

export { reviewRoutes } from './routes.ts';
export { saveReview } from './save-review.ts';
