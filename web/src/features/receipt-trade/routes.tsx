import type { Feature } from '../../app/feature.ts';
import { handle } from '../../app/feature.ts';
import { lazyPage } from '../../shared/lazy.ts';

/**
 * Receipt trading: the public receipt market (仓单市场) and a listing's page, where a buyer applies; the seller's
 * listings and answers and the buyer's applications are imported with /manage.
 */
export const receiptTradeFeature: Feature = {
  publicRoutes: [
    {
      path: 'receiptMarket',
      handle: handle({ title: 'route.receiptMarket' }),
      lazy: lazyPage(() => import('./pages/MarketPage.tsx')),
    },
    {
      path: 'receiptMarket/:id',
      handle: handle({ title: 'route.receiptListing' }),
      lazy: lazyPage(() => import('./pages/ListingPage.tsx')),
    },
    // The receipt sale contract's own page, the link its notifications carry: either side reads and signs it there.
    {
      path: 'warehouseReceiptContract',
      handle: handle({ title: 'route.warehouseReceiptContract', auth: true }),
      lazy: lazyPage(() => import('./contract/pages/ReceiptContractPage.tsx')),
    },
  ],
  manage: () => import('./manage-area.tsx'),
  admin: () => import('./admin-area.tsx'),
};
