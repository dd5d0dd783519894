import type { Feature } from '../../app/feature.ts';
import { handle } from '../../app/feature.ts';
import { lazyPage } from '../../shared/lazy.ts';

/**
 * Quotations (询价/报价): a quote's page and its versions, where the buyer selects or declines and the supplier revises;
 * the company's sent and received quotes are imported with /manage.
 */
export const quoteFeature: Feature = {
  publicRoutes: [
    {
      path: 'quotationDetail',
      handle: handle({ title: 'route.quotationDetail', auth: true }),
      lazy: lazyPage(() => import('./pages/QuoteDetailPage.tsx')),
    },
    // A quote's share link: a company signs in and asks to read it.
    {
      path: 'applyShare',
      handle: handle({ title: 'route.applyShare', auth: true }),
      lazy: lazyPage(() => import('./pages/ApplySharePage.tsx')),
    },
    {
      path: 'quotationDetails',
      handle: handle({ title: 'route.quotationDetails', auth: true }),
      lazy: lazyPage(() => import('./pages/QuoteVersionsPage.tsx')),
    },
  ],
  manage: () => import('./manage-area.tsx'),
};
