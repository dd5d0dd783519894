import type { Feature } from '../../app/feature.ts';

/** Operator console: the home blocks — banners and the pinned hot products. */
export const homeBlockFeature: Feature = {
  admin: () => import('./admin-area.tsx'),
};
