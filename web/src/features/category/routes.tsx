import type { Feature } from '../../app/feature.ts';

/** Operator console: the product category tree editor. */
export const categoryFeature: Feature = {
  admin: () => import('./admin-area.tsx'),
};
