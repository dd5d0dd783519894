import { shopRoutes as routes } from '@hgsc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { currentAuth } from '../../platform/auth/plugin.ts';
import { command, query } from '../../platform/http/endpoint.ts';
import { adminShopDetail, adminShopList, shopAuditQueue } from './admin-queries.ts';
import { currentShopAgreement, publishShopAgreement } from './agreement.ts';
import { auditShop } from './audit-shop.ts';
import { shopAuditView, shopEntryInfo } from './entry-info.ts';
import { selectShops, shopProfile } from './public-shop.ts';
import { registerShop } from './register-shop.ts';
import { saveShop } from './save-shop.ts';
import { updateShop } from './update-shop.ts';
import { toShopDetail } from './view.ts';

/** SPEC §7 "Shop and product" (shop calls): entry, audit, the shop profile, public shop pages. */
export const shopRoutes: FastifyPluginAsync = async (app) => {
  command(
    app,
    routes.register,
    async ({ ctx, request, input, lang }) => {
      const { shop, companyName } = await registerShop(ctx, currentAuth(request), input, lang);
      return toShopDetail(shop, companyName, lang);
    },
    {
      message: 'shop.registered',
      log: {
        event: 'shop.register',
        detail: (shop) => ({ shopId: shop.id, companyId: shop.companyId, name: shop.name }),
      },
    },
  );

  // Its use case opens its own transaction; the message and the event say whether a rejected application went back
  // under review.
  command(
    app,
    routes.update,
    async ({ ctx, request, input, lang, log, say }) => {
      const { shop, companyName, action, changed } = await updateShop(ctx, currentAuth(request), input, lang);
      log(action === 'resubmit' ? 'shop.resubmit' : 'shop.update', { shopId: shop.id, changed });
      say(action === 'resubmit' ? 'shop.resubmitted' : 'shop.updated');
      return toShopDetail(shop, companyName, lang);
    },
    { ownTransactions: true, changesCatalogue: true },
  );

  command(
    app,
    routes.save,
    async ({ ctx, request, input, lang, log }) => {
      const { shop, companyName, changed } = await saveShop(ctx, currentAuth(request), input, lang);
      log('shop.save', { shopId: shop.id, changed });
      return toShopDetail(shop, companyName, lang);
    },
    { message: 'shop.saved', changesCatalogue: true },
  );

  query(app, routes.audit, ({ ctx, request, input, lang }) => shopAuditView(ctx, currentAuth(request), input.id, lang));
  query(app, routes.auditPost, ({ ctx, request, input, lang }) => shopAuditView(ctx, currentAuth(request), input?.id, lang));
  query(app, routes.entryInfo, ({ ctx, request, lang }) => shopEntryInfo(ctx, currentAuth(request), lang));
  query(app, routes.entryInfoPost, ({ ctx, request, lang }) => shopEntryInfo(ctx, currentAuth(request), lang));
  query(app, routes.info, ({ ctx, input }) => shopProfile(ctx, input.id));
  query(app, routes.infoPost, ({ ctx, input }) => shopProfile(ctx, input.id));
  query(app, routes.agreement, ({ ctx }) => currentShopAgreement(ctx.db));
  query(app, routes.agreementPost, ({ ctx }) => currentShopAgreement(ctx.db));

  query(app, routes.select, ({ ctx, input }) => selectShops(ctx, input ?? { current: 1, size: 10 }));

  // ── operator console ───────────────────────────────────────────────────────────────────────
  query(app, routes.adminAuditQueue, ({ ctx, input, lang }) => shopAuditQueue(ctx, input, lang));
  query(app, routes.adminList, ({ ctx, input, lang }) => adminShopList(ctx, input, lang));
  query(app, routes.adminDetail, ({ ctx, input, lang }) => adminShopDetail(ctx, input.id, lang));

  command(
    app,
    routes.adminAudit,
    async ({ ctx, user, input, lang }) => {
      const { shop, companyName } = await auditShop(ctx, user.id, input, lang);
      return toShopDetail(shop, companyName, lang);
    },
    {
      message: (_, { input }) => (input.approve ? 'shop.approved' : 'shop.rejected'),
      log: {
        event: (_, { input }) => (input.approve ? 'admin.shop.approve' : 'admin.shop.reject'),
        detail: (shop) => ({ shopId: shop.id, reason: shop.auditReason }),
      },
      changesCatalogue: true,
    },
  );

  command(app, routes.adminPublishAgreement, ({ ctx, user, input }) => publishShopAgreement(ctx.db, input, user.id), {
    message: 'shop.agreementPublished',
    log: { event: 'admin.shop.agreement.publish', detail: (published) => ({ version: published.version }) },
  });
};
