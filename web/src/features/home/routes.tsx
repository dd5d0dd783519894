import { type Feature, handle } from '../../app/feature.ts';
import { lazyPage } from '../../shared/lazy.ts';

/** Site pages beside the home page (which app/router.tsx mounts at / and /main): the filing information. */
export const homeFeature: Feature = {
  publicRoutes: [
    {
      path: 'netPolice',
      handle: handle({ title: 'route.netPolice' }),
      lazy: lazyPage(() => import('./pages/NetPolicePage.tsx')),
    },
  ],
};
