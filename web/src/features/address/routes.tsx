import type { Feature } from '../../app/feature.ts';

/** The company's delivery/receiving addresses. */
export const addressFeature: Feature = {
  manage: () => import('./manage-area.tsx'),
};
