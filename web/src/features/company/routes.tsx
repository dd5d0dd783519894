import type { Feature } from '../../app/feature.ts';

/** Company certification and audit, regulations (a tab of the same page) and the company switcher. */
export const companyFeature: Feature = {
  manage: () => import('./manage-area.tsx'),
};
