import { type Feature, handle } from '../../../../app/feature.ts';
import { lazyPage } from '../../../../shared/lazy.ts';

/**
 * /englishContract?orderId= (SPEC §1 public frame, login needed): the English contract of a USD order
 * — read, signed with an SMS code and the company seal, downloaded.
 */
export const englishContractFeature: Feature = {
  publicRoutes: [
    {
      path: 'englishContract',
      handle: handle({ title: 'route.englishContract', auth: true }),
      lazy: lazyPage(() => import('./EnglishContractPage.tsx')),
    },
  ],
};
