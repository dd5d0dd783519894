import type { Feature } from '../../app/feature.ts';

/** Operator console: the warehouse-receipt registry's reference data and the receipt audit queue. */
export const warehouseAdminFeature: Feature = {
  admin: () => import('./admin-area.tsx'),
};
