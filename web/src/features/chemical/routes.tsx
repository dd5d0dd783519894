import type { Feature } from '../../app/feature.ts';

/** Operator console: the chemical dictionary the catalogue search reads keywords through. */
export const chemicalFeature: Feature = {
  admin: () => import('./admin-area.tsx'),
};
