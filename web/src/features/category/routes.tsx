import type { Feature } from '../../app/feature.ts';

/** Operator console: the product category tree editor (issue 4 items 3 and 8). */
export const categoryFeature: Feature = {
  admin: () => import('./admin-area.tsx'),
};
