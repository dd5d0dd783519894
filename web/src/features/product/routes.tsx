import type { Feature } from '../../app/feature.ts';

/** The seller's products: list by state with the lifecycle actions, create and edit. */
export const productFeature: Feature = {
  manage: () => import('./manage-area.tsx'),
};
