/** The product module's interface: what the route list and other modules may use of it; the rest of the folder is its own. */
import './category-use.ts';
import './shop-product-count.ts';

export { PRODUCT_JOB_HANDLERS, productRecurringJobs } from './jobs.ts';
export { offerValidOn } from './offer-validity.ts';
export { snapshotOf } from './product-repo.ts';
export { productRoutes } from './routes.ts';
export { type ProductRow, productAuditLogs, productPriceHistory, products } from './tables.ts';
export { updatePrice } from './update-price.ts';
export { writeProductViews } from './view-counts.ts';
export { tonnesPerUnit } from './weight-sql.ts';
