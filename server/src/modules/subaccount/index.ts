/** The subaccount module's interface: what the route list and other modules may use of it; the rest of the folder is its own. */
import './login-gate.ts';

export { subAccountRoutes } from './routes.ts';
