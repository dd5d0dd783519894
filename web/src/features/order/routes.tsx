import { type Feature, handle } from '../../app/feature.ts';
import { lazyPage } from '../../shared/lazy.ts';

const detailPage = lazyPage(() => import('./pages/OrderDetailPage.tsx'));

/** The trade loop's pages: checkout, the buyer's and seller's lists, the order detail. */
export const orderFeature: Feature = {
  publicRoutes: [
    { path: 'pay', handle: handle({ title: 'route.pay', auth: true }), lazy: lazyPage(() => import('./pages/CheckoutPage.tsx')) },
    { path: 'orderdetail', handle: handle({ title: 'route.orderdetail', auth: true }), lazy: detailPage },
    { path: 'order/:id', handle: handle({ title: 'route.orderdetail', auth: true }), lazy: detailPage },
    // The server's share links (/order/share, /order/shareSms) point here; no login, the password opens it.
    {
      path: 'orderShare/:token',
      handle: handle({ title: 'route.orderShare', messages: 'workspace' }),
      lazy: lazyPage(() => import('./pages/SharedOrderPage.tsx')),
    },
  ],
  manage: () => import('./manage-area.tsx'),
};
