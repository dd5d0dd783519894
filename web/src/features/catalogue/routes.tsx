import { type Feature, handle } from '../../app/feature.ts';
import { queriesLoader } from '../../app/route-data.ts';
import { lazyPage } from '../../shared/lazy.ts';
import { positiveInt } from '../../shared/url-query.ts';
import { catalogueQueries } from './api.ts';
import { parseSearchQuery } from './search-query.ts';

const searchParamsOf = (request: Request) => new URL(request.url).searchParams;

/** The public catalogue: search and product details, open to visitors. */
export const catalogueFeature: Feature = {
  publicRoutes: [
    {
      path: 'search',
      handle: handle({ title: 'route.search' }),
      loader: queriesLoader(({ request }) => [
        catalogueQueries.search(parseSearchQuery(searchParamsOf(request))),
        catalogueQueries.categoryTree(),
      ]),
      lazy: lazyPage(() => import('./pages/SearchPage.tsx')),
    },
    {
      path: 'goodsdetail',
      handle: handle({ title: 'route.goodsdetail' }),
      loader: queriesLoader(({ request }) => {
        const id = positiveInt(searchParamsOf(request).get('id'));
        return id ? [catalogueQueries.details(id)] : [];
      }),
      lazy: lazyPage(() => import('./pages/ProductDetailPage.tsx')),
    },
  ],
};
