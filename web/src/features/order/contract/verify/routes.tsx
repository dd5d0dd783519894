import { type Feature, handle } from '../../../../app/feature.ts';
import { lazyPage } from '../../../../shared/lazy.ts';

/**
 * The public contract verification page: the address printed on every signed
 * contract's evidence page. No login.
 */
export const contractVerifyFeature: Feature = {
  publicRoutes: [
    {
      path: 'contractVerify',
      handle: handle({ title: 'route.contractVerify', messages: 'workspace' }),
      lazy: lazyPage(() => import('./ContractVerifyPage.tsx')),
    },
  ],
};
