import type { Feature } from '../../app/feature.ts';

/** The operator console's own pages: users, SMS records and the three logs. */
export const adminFeature: Feature = {
  admin: () => import('./admin-area.tsx'),
};
