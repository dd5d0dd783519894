import type { Feature } from '../../../app/feature.ts';

/** Operator console: the news editor and its categories. */
export const newsAdminFeature: Feature = {
  admin: () => import('./admin-area.tsx'),
};
