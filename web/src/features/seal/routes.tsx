import type { Feature } from '../../app/feature.ts';

/** Company seals: the company's buyer and seller seals, and the operator's seal review. */
export const sealFeature: Feature = {
  manage: () => import('./manage-area.tsx'),
  admin: () => import('./admin-area.tsx'),
};
