import type { Feature } from '../../app/feature.ts';

/** Operator console: the home blocks — banners and the pinned hot products (issue 4 item 8). */
export const homeBlockFeature: Feature = {
  admin: () => import('./admin-area.tsx'),
};
