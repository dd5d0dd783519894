import { productRoutes as routes, shopRoutes } from '@hgsc/contracts';
import type { FastifyInstance } from 'fastify';
import { currentAuth } from '../../platform/auth/plugin.ts';
import { query } from '../../platform/http/endpoint.ts';
import { listProductCategories } from './list-categories.ts';
import { listSellerProducts } from './list-seller-products.ts';
import { productInfo } from './product-info.ts';
import { ownShopProducts, shopProducts } from './shop-products.ts';

/**
 * The seller's reads: one product with its histories, the three lists and the categories a product may be filed under;
 * and a shop's products, on its public page and in its owner's list.
 */
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

  query(app, shopRoutes.products, ({ ctx, input, lang }) => shopProducts(ctx, input, lang));
  query(app, shopRoutes.ownProducts, ({ ctx, request, input, lang }) => ownShopProducts(ctx, currentAuth(request), input, lang));
}
