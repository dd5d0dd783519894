import type { Feature } from '../../app/feature.ts';
import { handle } from '../../app/feature.ts';
import { lazyPage } from '../../shared/lazy.ts';

/** 行情: every commodity's market price of the day, and a commodity's history with the offers behind it. */
export const marketPriceFeature: Feature = {
  publicRoutes: [
    {
      path: 'prices',
      handle: handle({ title: 'route.marketPrices' }),
      lazy: lazyPage(() => import('./pages/MarketPricesPage.tsx')),
    },
    {
      path: 'prices/:casNumber',
      handle: handle({ title: 'route.marketPrice' }),
      lazy: lazyPage(() => import('./pages/CommodityPricePage.tsx')),
    },
  ],
};
