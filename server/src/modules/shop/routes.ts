import {
  adminShopAuditBody,
  adminShopAuditListQuery,
  adminShopDetailQuery,
  adminShopDetailSchema,
  adminShopListQuery,
  adminShopRowSchema,
  envelopeSchema,
  pageSchema,
  shopAgreementPublishBody,
  shopAgreementSchema,
  shopAuditViewSchema,
  shopCardSchema,
  shopDetailSchema,
  shopEntryInfoSchema,
  shopInfoQuery,
  shopOwnProductListBody,
  shopOwnProductSchema,
  shopProductCardSchema,
  shopProductListBody,
  shopProfileSchema,
  shopRegisterBody,
  shopSaveBody,
  shopSelectBody,
  shopUpdateBody,
} from '@hgsc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentAuth, currentUser } from '../../platform/auth/plugin.ts';
import { ok } from '../../platform/http/envelope.ts';
import { languageOf } from '../../platform/i18n/language.ts';
import { adminShopDetail, adminShopList, shopAuditQueue } from './admin-queries.ts';
import { currentShopAgreement, publishShopAgreement } from './agreement.ts';
import { auditShop } from './audit-shop.ts';
import { shopAuditView, shopEntryInfo } from './entry-info.ts';
import { ownShopProducts, selectShops, shopProducts, shopProfile } from './public-shop.ts';
import { registerShop } from './register-shop.ts';
import { saveShop } from './save-shop.ts';
import { updateShop } from './update-shop.ts';
import { toShopDetail } from './view.ts';

const tags = ['shop'];
const BOTH = ['GET', 'POST'] as const;
/** The caller's shop calls: a member holding 'shop.manage' of the active company. */
const MANAGE = { permission: 'shop.manage' } as const;
const OPERATOR = { auth: 'operator' } as const;
const auditQuery = z
  .object({ id: z.coerce.number({ error: 'field.invalid' }).int().positive({ error: 'field.invalid' }).optional() })
  .strict();

/** SPEC §7 "Shop and product" (shop calls), issue 4 item 1: entry, audit, the shop profile, public shop pages. */
export const shopRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    '/shop/register',
    {
      config: { ...MANAGE, approvedCompany: true },
      schema: {
        tags,
        summary:
          'A certified company applies for its shop (one per company): name, logo, intro, main products, contact, region/address, accepting the shop entry agreement version of /shop/agreement/info → 审核中',
        body: shopRegisterBody,
        response: { 200: envelopeSchema(shopDetailSchema) },
      },
    },
    async (request) => {
      const lang = languageOf(request);
      const { shop, companyName } = await registerShop(ctx, currentAuth(request), request.body, lang);
      app.logEvent(request, 'shop.register', { shopId: shop.id, companyId: shop.companyId, name: shop.name });
      return ok(request, toShopDetail(shop, companyName, lang), 'shop.registered');
    },
  );

  app.post(
    '/shop/update',
    {
      config: { ...MANAGE, approvedCompany: true, changesCatalogue: true },
      schema: {
        tags,
        summary:
          'Change the entry application: 审核中 → edited in place; 审核未通过 → corrected and back under review; an open shop answers 409 (use /shop/save; its name no longer changes)',
        body: shopUpdateBody,
        response: { 200: envelopeSchema(shopDetailSchema) },
      },
    },
    async (request) => {
      const lang = languageOf(request);
      const { shop, companyName, action, changed } = await updateShop(ctx, currentAuth(request), request.body, lang);
      app.logEvent(request, `shop.${action}`, { shopId: shop.id, changed });
      return ok(request, toShopDetail(shop, companyName, lang), action === 'resubmit' ? 'shop.resubmitted' : 'shop.updated');
    },
  );

  app.post(
    '/shop/save',
    {
      config: { ...MANAGE, approvedCompany: true, changesCatalogue: true },
      schema: {
        tags,
        summary:
          'An open shop edits its display fields (logo, banner, intro, main products, contact, region, address) without a new audit; 409 while not open',
        body: shopSaveBody,
        response: { 200: envelopeSchema(shopDetailSchema) },
      },
    },
    async (request) => {
      const lang = languageOf(request);
      const { shop, companyName, changed } = await saveShop(ctx, currentAuth(request), request.body, lang);
      app.logEvent(request, 'shop.save', { shopId: shop.id, changed });
      return ok(request, toShopDetail(shop, companyName, lang), 'shop.saved');
    },
  );

  for (const method of BOTH) {
    app.route({
      method,
      url: '/shop/audit',
      config: MANAGE,
      schema: {
        tags,
        summary:
          'The applicant’s view of the shop entry audit: the application, status label, the operator’s reason, history (id defaults to the caller’s shop; another company’s is 404)',
        ...(method === 'GET' ? { querystring: auditQuery } : { body: auditQuery.nullish() }),
        response: { 200: envelopeSchema(shopAuditViewSchema) },
      },
      handler: async (request) => {
        const id = ((method === 'GET' ? request.query : request.body) as { id?: number } | undefined)?.id;
        return ok(request, await shopAuditView(ctx, currentAuth(request), id, languageOf(request)));
      },
    });

    app.route({
      method,
      url: '/shop/entry/info',
      schema: {
        tags,
        summary:
          'The entry page’s state: the active company and whether it may apply (and why not), the caller’s application with status, reason and history, the agreement version to accept',
        response: { 200: envelopeSchema(shopEntryInfoSchema) },
      },
      handler: async (request) => ok(request, await shopEntryInfo(ctx, currentAuth(request), languageOf(request))),
    });

    app.route({
      method,
      url: '/shop/info',
      config: { auth: 'public' },
      schema: {
        tags,
        summary:
          'Public profile of an open shop (no login): name, logo, banner, intro, main products, company intro, contact, region, on-shelf product count, opened since; 404 when not open',
        ...(method === 'GET' ? { querystring: shopInfoQuery } : { body: shopInfoQuery }),
        response: { 200: envelopeSchema(shopProfileSchema) },
      },
      handler: async (request) => {
        const { id } = (method === 'GET' ? request.query : request.body) as { id: number };
        return ok(request, await shopProfile(ctx, id));
      },
    });

    app.route({
      method,
      url: '/shop/agreement/info',
      config: { auth: 'public' },
      schema: {
        tags,
        summary:
          'The current shop entry agreement (店铺入驻协议, Markdown) accepted at /shop/register; data null when none is published',
        response: { 200: envelopeSchema(shopAgreementSchema.nullable()) },
      },
      handler: async (request) => ok(request, await currentShopAgreement(ctx.db)),
    });
  }

  app.post(
    '/shop/select',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary:
          'Open shops (no login), paged, most on-shelf products first; keyword matches shop name, main products or company name; optional province',
        body: shopSelectBody.nullish(),
        response: { 200: envelopeSchema(pageSchema(shopCardSchema)) },
      },
    },
    async (request) => ok(request, await selectShops(ctx, request.body ?? { current: 1, size: 10 })),
  );

  app.post(
    '/shop/product/list',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary:
          'An open shop’s on-shelf products (no login), paged; keyword (name or CAS number), category, sort newest | priceAsc | priceDesc | hot; 404 when the shop is not open',
        body: shopProductListBody,
        response: { 200: envelopeSchema(pageSchema(shopProductCardSchema)) },
      },
    },
    async (request) => ok(request, await shopProducts(ctx, request.body, languageOf(request))),
  );

  app.post(
    '/shop/own/product/list',
    {
      // The products' permission, as /product/info asks: 商品管理 reads them, 店铺管理 alone does not.
      config: { permission: 'shop.product' },
      schema: {
        tags,
        summary:
          'The caller’s shop’s products in every state, newest change first; filter auditStatus (-1 草稿, 0 审核中, 1 审核通过, 2 审核未通过), publishStatus, keyword (name or CAS number)',
        body: shopOwnProductListBody,
        response: { 200: envelopeSchema(pageSchema(shopOwnProductSchema)) },
      },
    },
    async (request) => ok(request, await ownShopProducts(ctx, currentAuth(request), request.body, languageOf(request))),
  );

  // ── operator console ───────────────────────────────────────────────────────────────────────
  const adminTags = ['admin'];

  app.get(
    '/admin/shop/audit/list',
    {
      config: OPERATOR,
      schema: {
        tags: adminTags,
        summary: 'Shop entry applications by status (default 0 审核中), oldest submission first (operator)',
        querystring: adminShopAuditListQuery,
        response: { 200: envelopeSchema(pageSchema(adminShopRowSchema)) },
      },
    },
    async (request) => ok(request, await shopAuditQueue(ctx, request.query, languageOf(request))),
  );

  app.get(
    '/admin/shop/list',
    {
      config: OPERATOR,
      schema: {
        tags: adminTags,
        summary: 'Every shop, newest first; status filter, keyword matches shop name, company name or contact mobile (operator)',
        querystring: adminShopListQuery,
        response: { 200: envelopeSchema(pageSchema(adminShopRowSchema)) },
      },
    },
    async (request) => ok(request, await adminShopList(ctx, request.query, languageOf(request))),
  );

  app.get(
    '/admin/shop/detail',
    {
      config: OPERATOR,
      schema: {
        tags: adminTags,
        summary: 'A shop application with its company (licence scan, submitted certificates) and history (operator)',
        querystring: adminShopDetailQuery,
        response: { 200: envelopeSchema(adminShopDetailSchema) },
      },
    },
    async (request) => ok(request, await adminShopDetail(ctx, request.query.id, languageOf(request))),
  );

  app.post(
    '/admin/shop/audit',
    {
      config: { ...OPERATOR, changesCatalogue: true },
      schema: {
        tags: adminTags,
        summary:
          'Approve (审核通过: the shop opens) or reject (审核未通过, reason required) a shop entry application under review (operator)',
        body: adminShopAuditBody,
        response: { 200: envelopeSchema(shopDetailSchema) },
      },
    },
    async (request) => {
      const lang = languageOf(request);
      const { shop, companyName } = await auditShop(ctx, currentUser(request).id, request.body, lang);
      app.logEvent(request, request.body.approve ? 'admin.shop.approve' : 'admin.shop.reject', {
        shopId: shop.id,
        reason: shop.auditReason,
      });
      return ok(request, toShopDetail(shop, companyName, lang), request.body.approve ? 'shop.approved' : 'shop.rejected');
    },
  );

  app.post(
    '/admin/shop/agreement/publish',
    {
      config: OPERATOR,
      schema: {
        tags: adminTags,
        summary: 'Publish the next version of the shop entry agreement (Markdown); later applications must accept it (operator)',
        body: shopAgreementPublishBody,
        response: { 200: envelopeSchema(shopAgreementSchema) },
      },
    },
    async (request) => {
      const published = await publishShopAgreement(ctx.db, request.body, currentUser(request).id);
      app.logEvent(request, 'admin.shop.agreement.publish', { version: published.version });
      return ok(request, published, 'shop.agreementPublished');
    },
  );
};
