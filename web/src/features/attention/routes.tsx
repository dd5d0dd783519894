import type { Feature } from '../../app/feature.ts';

/** Followed products: every logged-in user, company or not. */
export const attentionFeature: Feature = {
  manage: () => import('./manage-area.tsx'),
};
