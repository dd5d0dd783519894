import type { Feature } from '../../app/feature.ts';

/** Followed products (issue 4 item 5): every logged-in user, company or not. */
export const attentionFeature: Feature = {
  manage: () => import('./manage-area.tsx'),
};
