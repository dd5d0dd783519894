import {
  adminHomeBannerSaveBody,
  adminHomeBannerSchema,
  adminHotPinSchema,
  adminHotPinsSaveBody,
  emptySchema,
  envelopeSchema,
  homeBlockIdBody,
} from '@hgsc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth/plugin.ts';
import { ok } from '../../platform/http/envelope.ts';
import { adminBanners } from './banners.ts';
import { deleteHomeBanner } from './delete-banner.ts';
import { adminHotPins, saveHotPins } from './hot-pins.ts';
import { saveHomeBanner } from './save-banner.ts';

const OPERATOR = { auth: 'operator' } as const;
/** An operator call that changes what the public catalogue (home page, searches) shows. */
const OPERATOR_CATALOGUE_WRITE = { ...OPERATOR, changesCatalogue: true } as const;
const tags = ['admin'];
const noBody = z.preprocess((v) => v ?? {}, z.object({}).strict()).optional();

/** Issue 4 item 8: the operator arranges the home blocks; visitors get them from POST /search/home/page. */
export const homeBlockRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    '/admin/home/banner/list',
    {
      config: OPERATOR,
      schema: {
        tags,
        summary: 'Every home banner in order, enabled or not (operator)',
        body: noBody,
        response: { 200: envelopeSchema(z.array(adminHomeBannerSchema)) },
      },
    },
    async (request) => ok(request, await adminBanners(ctx.db)),
  );

  app.post(
    '/admin/home/banner/save',
    {
      config: OPERATOR_CATALOGUE_WRITE,
      schema: {
        tags,
        summary:
          'Create or edit a home banner (title, uploaded image, link, order, enabled); 409 beyond 8 enabled banners (operator)',
        body: adminHomeBannerSaveBody,
        response: { 200: envelopeSchema(adminHomeBannerSchema) },
      },
    },
    async (request) => {
      const { banner, created } = await saveHomeBanner(ctx, currentUser(request), request.body);
      app.logEvent(request, created ? 'homeBanner.create' : 'homeBanner.update', { bannerId: banner.id });
      return ok(request, banner, 'homeBlock.saved');
    },
  );

  app.post(
    '/admin/home/banner/del',
    {
      config: OPERATOR_CATALOGUE_WRITE,
      schema: {
        tags,
        summary: 'Delete a home banner (operator)',
        body: homeBlockIdBody,
        response: { 200: envelopeSchema(emptySchema) },
      },
    },
    async (request) => {
      await deleteHomeBanner(ctx, request.body.id);
      app.logEvent(request, 'homeBanner.delete', { bannerId: request.body.id });
      return ok(request, null, 'homeBlock.deleted');
    },
  );

  app.post(
    '/admin/home/hot/list',
    {
      config: OPERATOR,
      schema: {
        tags,
        summary:
          'The products pinned to the head of the home hot block, in order, each with whether the catalogue shows it (operator)',
        body: noBody,
        response: { 200: envelopeSchema(z.array(adminHotPinSchema)) },
      },
    },
    async (request) => ok(request, await adminHotPins(ctx.db)),
  );

  app.post(
    '/admin/home/hot/save',
    {
      config: OPERATOR_CATALOGUE_WRITE,
      schema: {
        tags,
        summary:
          'Replace the pinned hot products with this ordered list (at most 20; new pins must be public products) (operator)',
        body: adminHotPinsSaveBody,
        response: { 200: envelopeSchema(z.array(adminHotPinSchema)) },
      },
    },
    async (request) => {
      const pins = await saveHotPins(ctx, currentUser(request), request.body);
      app.logEvent(request, 'homeHot.save', { productIds: request.body.productIds });
      return ok(request, pins, 'homeBlock.saved');
    },
  );
};
