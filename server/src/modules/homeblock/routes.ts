import { catalogueRoutes, homeBlockRoutes as routes } from '@hgsc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { keptCatalogueAnswer } from '../../platform/cache/catalogue-cache.ts';
import { command, query } from '../../platform/http/endpoint.ts';
import { adminBanners } from './banners.ts';
import { deleteHomeBanner } from './delete-banner.ts';
import { homePage } from './home-page.ts';
import { adminHotPins, saveHotPins } from './hot-pins.ts';
import { saveHomeBanner } from './save-banner.ts';

/** An operator call that changes what the public catalogue (home page, searches) shows. */
const CATALOGUE_WRITE = { changesCatalogue: true } as const;

/**
 * The operator arranges the home blocks; visitors get them from POST /search/home/page (SPEC §7 "Public and
 * catalogue").
 */
export const homeBlockRoutes: FastifyPluginAsync = async (app) => {
  query(app, catalogueRoutes.home, ({ ctx, lang }) => homePage(ctx, lang), {
    keep: ({ ctx, lang }) => keptCatalogueAnswer(ctx, `home:${lang}`, ctx.config.HOME_CACHE_SECONDS),
  });

  query(app, routes.banners, ({ ctx }) => adminBanners(ctx.db));

  command(app, routes.saveBanner, async ({ ctx, user, input }) => (await saveHomeBanner(ctx, user, input)).banner, {
    ...CATALOGUE_WRITE,
    message: 'homeBlock.saved',
    log: {
      event: (_banner, call) => (call.input.id === undefined ? 'homeBanner.create' : 'homeBanner.update'),
      detail: (banner) => ({ bannerId: banner.id }),
    },
  });

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
