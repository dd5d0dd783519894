import type { Feature } from '../../app/feature.ts';

/**
 * Bills of lading (提单): the holder's request and list, the keeper's pick-up board, the details both share, and the
 * operator's supervision; their pages and menu entries are imported with /manage and /admin.
 */
export const billOfLadingFeature: Feature = {
  manage: () => import('./manage-area.tsx'),
  admin: () => import('./admin-area.tsx'),
};
