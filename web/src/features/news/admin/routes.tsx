import type { Feature } from '../../../app/feature.ts';

/** Operator console: the news editor and its categories (issue 4 items 6 and 8). */
export const newsAdminFeature: Feature = {
  admin: () => import('./admin-area.tsx'),
};
