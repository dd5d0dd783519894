import type { Feature } from '../../app/feature.ts';

/** Sub-accounts and their permissions, invitations (both sides). */
export const subAccountFeature: Feature = {
  manage: () => import('./manage-area.tsx'),
};
