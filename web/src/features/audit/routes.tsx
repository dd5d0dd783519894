import type { Feature } from '../../app/feature.ts';

/**
 * Operator console audits: company certifications, every company, dangerous-goods certificates,
 * shop entry, every shop, product audit and every product (with forced off-shelf).
 */
export const auditFeature: Feature = {
  admin: () => import('./admin-area.tsx'),
};
