import { type CatalogueSearchInput, type Language, catalogueRoutes as routes } from '@hgsc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { keptCatalogueAnswer, productPageCache } from '../../platform/cache/catalogue-cache.ts';
import type { AppContext } from '../../platform/context.ts';
import { query } from '../../platform/http/endpoint.ts';
import { BRAND_LIST_SECONDS, brandList } from './brand-list.ts';
import { startOfferIndex, stopOfferIndex } from './offer-index/offer-index-of.ts';
import { productDetails } from './product-details.ts';
import { rollShow } from './roll-show.ts';
import { catalogueProducts, searchKey, searchProducts } from './search.ts';

/** What a search is answered from, by the body or the query string alike. */
interface SearchCall {
  ctx: AppContext;
  input: CatalogueSearchInput;
  lang: Language;
}
const search = ({ ctx, input, lang }: SearchCall) => searchProducts(ctx, input, lang);
const keptSearch = ({ ctx, input, lang }: SearchCall) =>
  keptCatalogueAnswer(ctx, searchKey(input, lang), ctx.config.SEARCH_CACHE_SECONDS);

/** SPEC §7 "Public and catalogue": the public catalogue (no login); its home page is homeblock's. */
export const catalogueRoutes: FastifyPluginAsync = async (app) => {
  // Loaded once the app is ready, beside its first requests (they read the database until it is).
  app.addHook('onReady', async () => startOfferIndex(app.ctx));
  app.addHook('onClose', async () => stopOfferIndex(app.ctx));
  // Cards as toCatalogueCard builds them: written as they are in production (answer-serializer.ts).
  query(app, routes.search, search, { keep: keptSearch, exactAnswer: true });
  query(app, routes.searchByQuery, search, { keep: keptSearch, exactAnswer: true });

  query(app, routes.brands, ({ ctx, input }) => brandList(ctx, input.categoryId), {
    keep: ({ ctx, input }) => keptCatalogueAnswer(ctx, `brands:${input.categoryId ?? ''}`, BRAND_LIST_SECONDS),
  });

  query(app, routes.details, ({ ctx, input, lang }) => productDetails(ctx, input.id, lang), {
    keep: ({ ctx, input, lang }) => ({
      ...keptCatalogueAnswer(ctx, `details:${lang}:${input.id}`, ctx.config.DETAILS_CACHE_SECONDS, productPageCache(ctx)),
      // Shown (a product the catalogue does not show answers 404): one view, kept answer or not.
      answered: () => ctx.productViews.add(input.id),
    }),
  });

  query(app, routes.hotList, ({ ctx, input, lang }) => {
    const body = input ?? { current: 1, size: 10 };
    return catalogueProducts(ctx, { categoryId: body.categoryId }, { current: body.current, size: body.size, sort: 'hot' }, lang);
  });

  query(app, routes.rollShow, ({ ctx, input }) => rollShow(ctx, input?.limit ?? 20));
};
