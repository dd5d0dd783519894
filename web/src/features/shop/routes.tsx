import type { Feature } from '../../app/feature.ts';

/** The seller's shop (issue 4 item 1): entry application and audit, the open shop's profile. */
export const shopFeature: Feature = {
  manage: () => import('./manage-area.tsx'),
};
