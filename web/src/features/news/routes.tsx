import { type Feature, handle } from '../../app/feature.ts';
import { lazyPage } from '../../shared/lazy.ts';

/** News for visitors: the list and an article. The operator's editor is news/admin. */
export const newsFeature: Feature = {
  publicRoutes: [
    { path: 'newslist', handle: handle({ title: 'route.newslist' }), lazy: lazyPage(() => import('./pages/NewsListPage.tsx')) },
    {
      path: 'newslist/:id',
      handle: handle({ title: 'route.newsdetail' }),
      lazy: lazyPage(() => import('./pages/NewsDetailPage.tsx')),
    },
  ],
};
