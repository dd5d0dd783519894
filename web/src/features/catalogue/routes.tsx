import { type Feature, handle } from '../../app/feature.ts';
import { lazyPage } from '../../shared/lazy.ts';

/** The public catalogue (issue 4 item 7): search and product details, open to visitors. */
export const catalogueFeature: Feature = {
  publicRoutes: [
    { path: 'search', handle: handle({ title: 'route.search' }), lazy: lazyPage(() => import('./pages/SearchPage.tsx')) },
    {
      path: 'goodsdetail',
      handle: handle({ title: 'route.goodsdetail' }),
      lazy: lazyPage(() => import('./pages/ProductDetailPage.tsx')),
    },
  ],
};
