/** The shop module's interface: what the route list and other modules may use of it; the rest of the folder is its own. */

export { findShopOfCompany } from './checks.ts';
export { shopProductCount } from './product-count.ts';
export { shopCards } from './public-shop.ts';
export { shopRoutes } from './routes.ts';
export { shopAgreementVersions, shops } from './tables.ts';
export { imageUrl, writeShopHistory } from './view.ts';
