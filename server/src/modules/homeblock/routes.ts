import { envelopeSchema, homeBlockRoutes as routes } from '@hgsc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/plugin.ts';
import { command, query } from '../../platform/http/endpoint.ts';
import { ok } from '../../platform/http/envelope.ts';
import { adminBanners } from './banners.ts';
import { deleteHomeBanner } from './delete-banner.ts';
import { adminHotPins, saveHotPins } from './hot-pins.ts';
import { saveHomeBanner } from './save-banner.ts';

/** An operator call that changes what the public catalogue (home page, searches) shows. */
const CATALOGUE_WRITE = { changesCatalogue: true } as const;

/** Issue 4 item 8: the operator arranges the home blocks; visitors get them from POST /search/home/page. */
export const homeBlockRoutes: FastifyPluginAsync = async (app) => {
  query(app, routes.banners, ({ ctx }) => adminBanners(ctx.db));

  // Saving logs one event for a new banner and another for an edit, which the endpoint's one event per route cannot
  // say: registered by hand from its declaration, as before.
  app.withTypeProvider<ZodTypeProvider>().post(
    routes.saveBanner.path,
    {
      config: { auth: 'operator', ...CATALOGUE_WRITE },
      schema: {
        tags: [...routes.saveBanner.tags],
        summary: routes.saveBanner.summary,
        body: routes.saveBanner.input,
        response: { 200: envelopeSchema(routes.saveBanner.answer) },
      },
    },
    async (request) => {
      const { banner, created } = await saveHomeBanner(app.ctx, currentUser(request), request.body);
      app.logEvent(request, created ? 'homeBanner.create' : 'homeBanner.update', { bannerId: banner.id });
      return ok(request, banner, 'homeBlock.saved');
    },
  );

  command(
    app,
    routes.removeBanner,
    async ({ ctx, input }) => {
      await deleteHomeBanner(ctx, input.id);
      return null;
    },
    {
      ...CATALOGUE_WRITE,
      message: 'homeBlock.deleted',
      log: { event: 'homeBanner.delete', detail: (_answer, call) => ({ bannerId: call.input.id }) },
    },
  );

  query(app, routes.hotPins, ({ ctx }) => adminHotPins(ctx.db));

  command(app, routes.saveHotPins, ({ ctx, user, input }) => saveHotPins(ctx.db, user, input), {
    ...CATALOGUE_WRITE,
    message: 'homeBlock.saved',
    log: { event: 'homeHot.save', detail: (_answer, call) => ({ productIds: call.input.productIds }) },
  });
};
