import { type Feature, handle } from '../../app/feature.ts';
import { lazyPage } from '../../shared/lazy.ts';

/** /filePreview (SPEC §1): a stored PDF or image previewed in the browser, fetched as the caller. */
export const filePreviewFeature: Feature = {
  publicRoutes: [
    {
      path: 'filePreview',
      handle: handle({ title: 'route.filePreview', messages: 'workspace' }),
      lazy: lazyPage(() => import('./FilePreviewPage.tsx')),
    },
  ],
};
