import { productRoutes as routes } from '@hgsc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { command } from '../../platform/http/endpoint.ts';
import { adminProductRoutes } from './admin-routes.ts';
import { downProduct } from './down-product.ts';
import { productListRoutes } from './list-routes.ts';
import { viewProduct } from './product-view.ts';
import { revokeProduct } from './revoke-product.ts';
import { saveProduct } from './save-product.ts';
import { showProduct } from './show-product.ts';
import { upProduct } from './up-product.ts';
import { updatePrice } from './update-price.ts';
import { updateProductFields } from './update-product.ts';

/** What a seller's change records of the product: the company and the product. */
const changed = ({ id }: { id: number }, { company }: { company: { companyId: number } }) => ({
  companyId: company.companyId,
  productId: id,
});

/**
 * SPEC §7 "Shop and product": the seller's products (/manage/goodslist, /manage/goodsmanage) and the operator's
 * product audit (admin-routes.ts); the seller's reads are in list-routes.ts. Every change runs in the endpoint's
 * transaction and answers the seller's view of the product; those that change what the public catalogue shows say so.
 */
export const productRoutes: FastifyPluginAsync = async (app) => {
  command(
    app,
    routes.save,
    async ({ ctx, company, user, input, lang }) =>
      viewProduct(ctx.db, await saveProduct(ctx.db, company.companyId, user.id, input), lang),
    {
      message: (answer) => (answer.auditStatus === null ? 'product.saved' : 'product.submitted'),
      log: {
        event: 'product.save',
        detail: (answer, call) => ({ ...changed(answer, call), submitted: answer.auditStatus !== null }),
      },
    },
  );

  // The outcome (edited, submitted, sent back to audit) is the use case's, which the answer does not tell apart.
  command(
    app,
    routes.update,
    async ({ ctx, company, user, input, lang, log, say }) => {
      const { companyId } = company;
      const { row, outcome } = await updateProductFields(ctx.db, companyId, user.id, input);
      log('product.update', { companyId, productId: row.id, outcome });
      say(`product.${outcome}`);
      return viewProduct(ctx.db, row, lang);
    },
    { changesCatalogue: true },
  );

  command(
    app,
    routes.up,
    async ({ ctx, company, user, input, lang }) =>
      viewProduct(ctx.db, await upProduct(ctx.db, company.companyId, user.id, input.id), lang),
    { message: 'product.onShelf', log: { event: 'product.up', detail: changed }, changesCatalogue: true },
  );

  command(
    app,
    routes.down,
    async ({ ctx, company, user, input, lang }) =>
      viewProduct(ctx.db, await downProduct(ctx.db, company.companyId, user.id, input.id), lang),
    { message: 'product.offShelf', log: { event: 'product.down', detail: changed }, changesCatalogue: true },
  );

  command(
    app,
    routes.revoke,
    async ({ ctx, company, user, input, lang }) =>
      viewProduct(ctx.db, await revokeProduct(ctx.db, company.companyId, user.id, input.id), lang),
    { message: 'product.revoked', log: { event: 'product.revoke', detail: changed }, changesCatalogue: true },
  );

  command(
    app,
    routes.updatePrice,
    async ({ ctx, company, user, input, lang }) =>
      viewProduct(ctx.db, await updatePrice(ctx.db, company.companyId, user.id, input), lang),
    {
      message: 'product.priceUpdated',
      log: { event: 'product.price', detail: (answer, call) => ({ ...changed(answer, call), price: answer.price }) },
      changesCatalogue: true,
    },
  );

  command(
    app,
    routes.showcase,
    async ({ ctx, company, input, lang }) => viewProduct(ctx.db, await showProduct(ctx.db, company.companyId, input), lang),
    {
      message: (answer) => (answer.showcase ? 'product.shown' : 'product.hidden'),
      log: { event: 'product.show', detail: (answer, call) => ({ ...changed(answer, call), show: answer.showcase }) },
    },
  );

  productListRoutes(app);
  adminProductRoutes(app);
};
