import { productRoutes as routes } from '@hgsc/contracts';
import type { FastifyInstance } from 'fastify';
import { query } from '../../platform/http/endpoint.ts';
import { listProductCategories } from './list-categories.ts';
import { listSellerProducts } from './list-seller-products.ts';
import { productInfo } from './product-info.ts';

/** The seller's reads: one product with its histories, the three lists and the categories a product may be filed under. */
export function productListRoutes(app: FastifyInstance): void {
  query(app, routes.info, ({ ctx, company, input, lang }) => productInfo(ctx, company.companyId, input.id, lang));

  query(app, routes.offerList, ({ ctx, company, input, lang }) =>
    listSellerProducts(ctx, company.companyId, 'offer', input, lang),
  );
  query(app, routes.auditList, ({ ctx, company, input, lang }) =>
    listSellerProducts(ctx, company.companyId, 'audit', input, lang),
  );
  query(app, routes.saleList, ({ ctx, company, input, lang }) => listSellerProducts(ctx, company.companyId, 'sale', input, lang));

  query(app, routes.categories, ({ ctx }) => listProductCategories(ctx));
}
