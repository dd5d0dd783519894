import {
  type CatalogueSearchInput,
  catalogueHomeSchema,
  catalogueHotListBody,
  catalogueProductDetailSchema,
  catalogueProductIdBody,
  catalogueProductPageSchema,
  catalogueRollBody,
  catalogueRollItemSchema,
  catalogueSearchBody,
  catalogueSearchQuery,
  envelopeSchema,
} from '@hgsc/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/http/envelope.ts';
import { languageOf } from '../../platform/i18n/language.ts';
import { productPageCache, sendCatalogueAnswer } from './catalogue-cache.ts';
import { homePage } from './home-page.ts';
import { productDetails } from './product-details.ts';
import { rollShow } from './roll-show.ts';
import { catalogueProducts, searchKey, searchProducts } from './search.ts';
import { CATALOGUE_TOTAL_CAP } from './total-cap.ts';

const tags = ['catalogue'];
const PUBLIC = { auth: 'public' } as const;
const productPage = envelopeSchema(catalogueProductPageSchema);

/** SPEC §7 "Public and catalogue", issue 4 item 4: the public catalogue (no login). */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const searchAnswer = (request: FastifyRequest, reply: FastifyReply, input: CatalogueSearchInput) => {
    const lang = languageOf(request);
    const load = () => searchProducts(ctx, input, lang);
    return sendCatalogueAnswer(ctx, request, reply, searchKey(input, lang), ctx.config.SEARCH_CACHE_SECONDS, load);
  };

  app.post(
    '/search/home/page',
    {
      config: PUBLIC,
      schema: {
        tags,
        summary:
          'Home blocks: the enabled banners, the enabled category tree (two levels), 8 hot (pinned by the operator first) and 8 newest public products, 6 recommended open shops',
        response: { 200: envelopeSchema(catalogueHomeSchema) },
      },
    },
    async (request, reply) => {
      const lang = languageOf(request);
      return sendCatalogueAnswer(ctx, request, reply, `home:${lang}`, ctx.config.HOME_CACHE_SECONDS, () => homePage(ctx, lang));
    },
  );

  app.post(
    '/search/searchPage',
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: `Search public products by keyword (name, CAS number — exact when CAS-shaped —, shop, company, category) with filters (category subtree, packaging, province, price range, in stock, dangerous) and sort (newest, priceAsc, priceDesc, hot), paged; the total counts at most ${CATALOGUE_TOTAL_CAP} matches (totalCapped: true when there are more) and a page past them answers the last reachable page`,
        body: catalogueSearchBody,
        response: { 200: productPage },
      },
    },
    async (request, reply) => searchAnswer(request, reply, request.body),
  );

  app.get(
    '/homepage/product/search',
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'The same search as POST /search/searchPage, with its filters in the query string',
        querystring: catalogueSearchQuery,
        response: { 200: productPage },
      },
    },
    async (request, reply) => searchAnswer(request, reply, request.query),
  );

  app.post(
    '/product/details',
    {
      config: PUBLIC,
      schema: {
        tags,
        summary:
          'One public product with images, price, packaging label, dangerous-goods data, shop and company; counts a view; 404 when the catalogue does not show it',
        body: catalogueProductIdBody,
        response: { 200: envelopeSchema(catalogueProductDetailSchema) },
      },
    },
    async (request, reply) => {
      const { id } = request.body;
      const lang = languageOf(request);
      const load = () => productDetails(ctx, id, lang);
      const key = `details:${lang}:${id}`;
      const answer = await sendCatalogueAnswer(
        ctx,
        request,
        reply,
        key,
        ctx.config.DETAILS_CACHE_SECONDS,
        load,
        productPageCache(ctx),
      );
      // Shown (a product the catalogue does not show answered 404 above): one view, kept answer or not.
      ctx.productViews.add(id);
      return answer;
    },
  );

  app.post(
    '/product/hot/list',
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'The hottest public products (sales, then views), paged; optionally one category subtree',
        body: catalogueHotListBody,
        response: { 200: productPage },
      },
    },
    async (request) => {
      const body = request.body ?? { current: 1, size: 10 };
      return ok(
        request,
        await catalogueProducts(
          ctx,
          { categoryId: body.categoryId },
          { current: body.current, size: body.size, sort: 'hot' },
          languageOf(request),
        ),
      );
    },
  );

  app.post(
    '/product/productRollShow',
    {
      config: PUBLIC,
      schema: {
        tags,
        summary:
          'Home ticker: the latest price moves of public products (new listing, up, down), newest first, at most `limit` (default 20, max 50)',
        body: catalogueRollBody,
        response: { 200: envelopeSchema(z.array(catalogueRollItemSchema)) },
      },
    },
    async (request) => ok(request, await rollShow(ctx, request.body?.limit ?? 20)),
  );
};
