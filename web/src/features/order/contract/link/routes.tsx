import { type Feature, handle } from '../../../../app/feature.ts';
import { lazyPage } from '../../../../shared/lazy.ts';

/**
 * Contracts by link: /signincontract (the counterparty's signer, logged in) and
 * /linkExtraction (anyone with the extraction code).
 */
export const contractLinkFeature: Feature = {
  publicRoutes: [
    {
      path: 'signincontract',
      handle: handle({ title: 'route.signincontract', auth: true }),
      lazy: lazyPage(() => import('./SignInContractPage.tsx')),
    },
    {
      path: 'linkExtraction',
      handle: handle({ title: 'route.linkExtraction', messages: 'workspace' }),
      lazy: lazyPage(() => import('./LinkExtractionPage.tsx')),
    },
  ],
};
