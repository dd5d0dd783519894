import { marketPriceRoutes as routes } from '@hgsc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { keptCatalogueAnswer } from '../../platform/cache/catalogue-cache.ts';
import { query } from '../../platform/http/endpoint.ts';
import { marketPriceHistory } from './price-history.ts';
import { listMarketPrices, marketOffers } from './price-lines.ts';

/** What a public 行情 answer is kept: the job rewrites the day every few minutes. */
const KEPT_SECONDS = 60;

/** 行情 (no login): the commodities' daily market prices the job computes. */
export const marketPriceRoutes: FastifyPluginAsync = async (app) => {
  query(app, routes.list, ({ ctx, input, lang }) => listMarketPrices(ctx, input, lang), {
    keep: ({ ctx, input, lang }) =>
      keptCatalogueAnswer(
        ctx,
        `market-prices:${lang}:${JSON.stringify([input.keyword ?? '', input.current, input.size])}`,
        KEPT_SECONDS,
      ),
  });
  query(app, routes.history, ({ ctx, input, lang }) => marketPriceHistory(ctx, input, lang), {
    keep: ({ ctx, input, lang }) =>
      keptCatalogueAnswer(ctx, `market-history:${lang}:${input.casNumber}:${input.days}`, KEPT_SECONDS),
  });
  query(app, routes.offers, ({ ctx, input }) => marketOffers(ctx, input.casNumber), {
    keep: ({ ctx, input }) => keptCatalogueAnswer(ctx, `market-offers:${input.casNumber}`, KEPT_SECONDS),
  });
};
