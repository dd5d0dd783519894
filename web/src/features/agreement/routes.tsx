import type { Feature } from '../../app/feature.ts';

/** Agreements: the user's /manage/agreement and the operator's versions and publishing. */
export const agreementFeature: Feature = {
  manage: () => import('./manage-area.tsx'),
  admin: () => import('./admin-area.tsx'),
};
