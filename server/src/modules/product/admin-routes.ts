import { productRoutes as routes } from '@hgsc/contracts';
import type { FastifyInstance } from 'fastify';
import { command, query } from '../../platform/http/endpoint.ts';
import { adminProductDetail } from './admin-detail.ts';
import { listProductAuditQueue } from './admin-queue.ts';
import { auditProduct } from './audit-product.ts';
import { forceDownProduct } from './force-down.ts';
import { viewProduct } from './product-view.ts';

/**
 * The operator's product audit: the queue, one product, the decision and the forced off-shelf. The decisions run in
 * the endpoint's transaction; their records name the company, which the answer does not carry.
 */
export function adminProductRoutes(app: FastifyInstance): void {
  query(app, routes.adminList, ({ ctx, input, lang }) => listProductAuditQueue(ctx, input, lang));

  query(app, routes.adminDetail, ({ ctx, input, lang }) => adminProductDetail(ctx, input.id, lang));

  command(
    app,
    routes.audit,
    async ({ ctx, user, input, lang, log }) => {
      const row = await auditProduct(ctx.db, user.id, input);
      log(input.approve ? 'admin.product.approve' : 'admin.product.reject', { productId: row.id, companyId: row.companyId });
      return viewProduct(ctx.db, row, lang);
    },
    { message: (_answer, { input }) => (input.approve ? 'product.approved' : 'product.rejected'), changesCatalogue: true },
  );

  command(
    app,
    routes.forceDown,
    async ({ ctx, user, input, lang, log }) => {
      const row = await forceDownProduct(ctx.db, user.id, input);
      log('admin.product.forceDown', { productId: row.id, companyId: row.companyId });
      return viewProduct(ctx.db, row, lang);
    },
    { message: 'product.forcedDown', changesCatalogue: true },
  );
}
