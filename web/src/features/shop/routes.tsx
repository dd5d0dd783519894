import type { Feature } from '../../app/feature.ts';

/** The seller's shop: entry application and audit, the open shop's profile. */
export const shopFeature: Feature = {
  manage: () => import('./manage-area.tsx'),
};
