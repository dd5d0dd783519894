import { type Feature, handle } from '../../app/feature.ts';
import { lazyPage } from '../../shared/lazy.ts';

/** The cart: /mycart is public — visitors keep a buylist cookie, users a server cart. */
export const cartFeature: Feature = {
  publicRoutes: [
    { path: 'mycart', handle: handle({ title: 'route.mycart' }), lazy: lazyPage(() => import('./pages/MyCartPage.tsx')) },
  ],
};
