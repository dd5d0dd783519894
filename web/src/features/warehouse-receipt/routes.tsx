import { type Feature, handle } from '../../app/feature.ts';
import { lazyPage } from '../../shared/lazy.ts';

/** Warehouse receipts: the holder's and the keeper's pages, and the public check of a title certificate. */
export const warehouseReceiptFeature: Feature = {
  publicRoutes: [
    // Where a title certificate's QR code leads: anyone, no login.
    {
      path: 'huoquanCertificate',
      handle: handle({ title: 'route.huoquanCertificate', messages: 'workspace' }),
      lazy: lazyPage(() => import('./certificate/CertificateCheckPage.tsx')),
    },
  ],
  manage: () => import('./manage-area.tsx'),
};
