import {
  adminProductDetailSchema,
  adminProductListQuery,
  adminProductSchema,
  envelopeSchema,
  pageSchema,
  productAuditBody,
  productAuditListBody,
  productCategoryListSchema,
  productDetailSchema,
  productForceDownBody,
  productIdBody,
  productIdQuery,
  productPriceBody,
  productSaleListBody,
  productSaveBody,
  productSchema,
  productShowBody,
  productUpdateBody,
  sellerProductListBody,
} from '@hgsc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentCompany, currentUser } from '../../platform/auth/plugin.ts';
import { ok } from '../../platform/http/envelope.ts';
import { languageOf } from '../../platform/i18n/language.ts';
import { adminProductDetail } from './admin-detail.ts';
import { listProductAuditQueue } from './admin-queue.ts';
import { auditProduct } from './audit-product.ts';
import { downProduct } from './down-product.ts';
import { forceDownProduct } from './force-down.ts';
import { listProductCategories } from './list-categories.ts';
import { listSellerProducts } from './list-seller-products.ts';
import { productInfo } from './product-info.ts';
import { viewProduct } from './product-view.ts';
import { revokeProduct } from './revoke-product.ts';
import { saveProduct } from './save-product.ts';
import { showProduct } from './show-product.ts';
import { upProduct } from './up-product.ts';
import { updatePrice } from './update-price.ts';
import { updateProductFields } from './update-product.ts';

const tags = ['product'];
const adminTags = ['admin'];
/** Every seller call: the 商品管理 permission of an approved company (its shop must be open to change products). */
const config = { permission: 'shop.product', approvedCompany: true } as const;
const OPERATOR = { auth: 'operator' } as const;
/** A seller call that changes what the public catalogue shows. */
const catalogueWrite = { ...config, changesCatalogue: true } as const;
const productAnswer = envelopeSchema(productSchema);

/** SPEC §7 "Shop and product": the seller's products (/manage/goodslist, /manage/goodsmanage) and the operator's product audit. */
export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    '/product/save',
    {
      config,
      schema: {
        tags,
        summary:
          'Create a product in the company’s open shop: a draft (未提交), or with submit: true submitted for audit (审核中; validity not past, dangerous good needs a valid 危险化学品经营许可证)',
        body: productSaveBody,
        response: { 200: productAnswer },
      },
    },
    async (request) => {
      const { companyId } = currentCompany(request);
      const row = await saveProduct(ctx, companyId, currentUser(request).id, request.body);
      app.logEvent(request, 'product.save', { companyId, productId: row.id, submitted: row.auditStatus !== null });
      return ok(
        request,
        await viewProduct(ctx.db, row, languageOf(request)),
        row.auditStatus === null ? 'product.saved' : 'product.submitted',
      );
    },
  );

  app.post(
    '/product/update',
    {
      config: catalogueWrite,
      schema: {
        tags,
        summary:
          'Replace every field of a product: a draft or rejected one is edited (submit: true sends it to audit); an approved one goes off shelf and back to audit (审核中); under review → 409 (withdraw first)',
        body: productUpdateBody,
        response: { 200: productAnswer },
      },
    },
    async (request) => {
      const { companyId } = currentCompany(request);
      const { row, outcome } = await updateProductFields(ctx, companyId, currentUser(request).id, request.body);
      app.logEvent(request, 'product.update', { companyId, productId: row.id, outcome });
      return ok(request, await viewProduct(ctx.db, row, languageOf(request)), `product.${outcome}`);
    },
  );

  app.get(
    '/product/info',
    {
      config,
      schema: {
        tags,
        summary: 'The seller’s full view of one of its shop’s products, with audit history and price history (oldest first)',
        querystring: productIdQuery,
        response: { 200: envelopeSchema(productDetailSchema) },
      },
    },
    async (request) =>
      ok(request, await productInfo(ctx, currentCompany(request).companyId, request.query.id, languageOf(request))),
  );

  const lists = [
    {
      path: '/product/selectofferinfo',
      list: 'offer',
      body: sellerProductListBody,
      summary: 'The shop’s products on offer (approved and 已上架), newest change first; keyword (name or CAS), category',
    },
    {
      path: '/product/selectauditinfo',
      list: 'audit',
      body: productAuditListBody,
      summary:
        'The shop’s products not yet approved: drafts (未提交), under review (审核中) and rejected (审核未通过, with the reason); state narrows',
    },
    {
      path: '/product/secletsaleinfo',
      list: 'sale',
      body: productSaleListBody,
      summary: 'The sale list: the shop’s approved products, on and off shelf; publishStatus 0/1 narrows',
    },
  ] as const;
  for (const { path, list, body, summary } of lists) {
    app.post(
      path,
      { config, schema: { tags, summary, body, response: { 200: envelopeSchema(pageSchema(productSchema)) } } },
      async (request) =>
        ok(request, await listSellerProducts(ctx, currentCompany(request).companyId, list, request.body, languageOf(request))),
    );
  }

  app.post(
    '/product/UPProduct',
    {
      config: catalogueWrite,
      schema: {
        tags,
        summary:
          'Put an approved, off-shelf product on shelf (已上架); not approved / already on shelf / expired offer → 409; a dangerous good needs a valid licence now (403)',
        body: productIdBody,
        response: { 200: productAnswer },
      },
    },
    async (request) => {
      const { companyId } = currentCompany(request);
      const row = await upProduct(ctx, companyId, currentUser(request).id, request.body.id);
      app.logEvent(request, 'product.up', { companyId, productId: row.id });
      return ok(request, await viewProduct(ctx.db, row, languageOf(request)), 'product.onShelf');
    },
  );

  app.post(
    '/product/DownProduct',
    {
      config: catalogueWrite,
      schema: {
        tags,
        summary: 'Take an on-shelf product off shelf (未上架; it stays approved and leaves the showcase); not on shelf → 409',
        body: productIdBody,
        response: { 200: productAnswer },
      },
    },
    async (request) => {
      const { companyId } = currentCompany(request);
      const row = await downProduct(ctx, companyId, currentUser(request).id, request.body.id);
      app.logEvent(request, 'product.down', { companyId, productId: row.id });
      return ok(request, await viewProduct(ctx.db, row, languageOf(request)), 'product.offShelf');
    },
  );

  app.post(
    '/product/revocation',
    {
      config: catalogueWrite,
      schema: {
        tags,
        summary: 'Withdraw a product under review (审核中) back to a draft so it can be edited; any other state → 409',
        body: productIdBody,
        response: { 200: productAnswer },
      },
    },
    async (request) => {
      const { companyId } = currentCompany(request);
      const row = await revokeProduct(ctx, companyId, currentUser(request).id, request.body.id);
      app.logEvent(request, 'product.revoke', { companyId, productId: row.id });
      return ok(request, await viewProduct(ctx.db, row, languageOf(request)), 'product.revoked');
    },
  );

  app.post(
    '/product/update/price',
    {
      config: catalogueWrite,
      schema: {
        tags,
        summary:
          'Change a product’s tax-inclusive price without a new audit (not while under review → 409); live at once when on shelf; kept in the price history',
        body: productPriceBody,
        response: { 200: productAnswer },
      },
    },
    async (request) => {
      const { companyId } = currentCompany(request);
      const row = await updatePrice(ctx, companyId, currentUser(request).id, request.body);
      app.logEvent(request, 'product.price', { companyId, productId: row.id, price: row.price });
      return ok(request, await viewProduct(ctx.db, row, languageOf(request)), 'product.priceUpdated');
    },
  );

  app.post(
    '/product/category/list',
    {
      config,
      schema: {
        tags,
        summary:
          'Categories a product may be filed under (enabled, with enabled ancestors), flat with parentId, in display order',
        response: { 200: envelopeSchema(productCategoryListSchema) },
      },
    },
    async (request) => ok(request, await listProductCategories(ctx)),
  );

  app.post(
    '/product/productShow',
    {
      config,
      schema: {
        tags,
        summary:
          'Put an on-shelf product into the shop front’s showcase (show: true, at most 8; not on shelf or full → 409) or take it out (show: false)',
        body: productShowBody,
        response: { 200: productAnswer },
      },
    },
    async (request) => {
      const { companyId } = currentCompany(request);
      const row = await showProduct(ctx, companyId, request.body);
      app.logEvent(request, 'product.show', { companyId, productId: row.id, show: row.showcase });
      return ok(request, await viewProduct(ctx.db, row, languageOf(request)), row.showcase ? 'product.shown' : 'product.hidden');
    },
  );

  app.get(
    '/admin/product/audit/list',
    {
      config: OPERATOR,
      schema: {
        tags: adminTags,
        summary:
          'Submitted products, newest submission first; status 0/1/2 and publishStatus 0/1 narrow; keyword matches name, CAS number, company or shop (operator)',
        querystring: adminProductListQuery,
        response: { 200: envelopeSchema(pageSchema(adminProductSchema)) },
      },
    },
    async (request) => ok(request, await listProductAuditQueue(ctx, request.query, languageOf(request))),
  );

  app.get(
    '/admin/product/detail',
    {
      config: OPERATOR,
      schema: {
        tags: adminTags,
        summary:
          'Any product with company, shop, audit and price history, whether the company holds a valid licence now, and its submitted dangerous-goods licences (operator)',
        querystring: productIdQuery,
        response: { 200: envelopeSchema(adminProductDetailSchema) },
      },
    },
    async (request) => ok(request, await adminProductDetail(ctx, request.query.id, languageOf(request))),
  );

  app.post(
    '/admin/product/audit',
    {
      config: { ...OPERATOR, changesCatalogue: true },
      schema: {
        tags: adminTags,
        summary:
          'Approve (审核通过; a dangerous good re-checks the licence, 403 without) or reject with a reason a product under review; other states → 409 (operator)',
        body: productAuditBody,
        response: { 200: productAnswer },
      },
    },
    async (request) => {
      const row = await auditProduct(ctx, currentUser(request).id, request.body);
      app.logEvent(request, request.body.approve ? 'admin.product.approve' : 'admin.product.reject', {
        productId: row.id,
        companyId: row.companyId,
      });
      return ok(
        request,
        await viewProduct(ctx.db, row, languageOf(request)),
        request.body.approve ? 'product.approved' : 'product.rejected',
      );
    },
  );

  app.post(
    '/admin/product/forceDown',
    {
      config: { ...OPERATOR, changesCatalogue: true },
      schema: {
        tags: adminTags,
        summary:
          'Take an on-shelf product off shelf for a violation; it becomes rejected (审核未通过) with the reason and must pass audit again; not on shelf → 409 (operator)',
        body: productForceDownBody,
        response: { 200: productAnswer },
      },
    },
    async (request) => {
      const row = await forceDownProduct(ctx, currentUser(request).id, request.body);
      app.logEvent(request, 'admin.product.forceDown', { productId: row.id, companyId: row.companyId });
      return ok(request, await viewProduct(ctx.db, row, languageOf(request)), 'product.forcedDown');
    },
  );
};
