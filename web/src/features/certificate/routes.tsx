import type { Feature } from '../../app/feature.ts';

/** Dangerous-goods and other trade certificates of the company. */
export const certificateFeature: Feature = {
  manage: () => import('./manage-area.tsx'),
};
