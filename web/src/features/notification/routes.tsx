import type { Feature } from '../../app/feature.ts';

/** The notification centre: every signed-in person's inbox, company or not. */
export const notificationFeature: Feature = {
  manage: () => import('./manage-area.tsx'),
};
