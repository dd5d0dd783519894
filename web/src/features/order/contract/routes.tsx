import type { Feature } from '../../../app/feature.ts';

/**
 * The contract pages of the trade loop (SPEC §1 management-centre children): each side's orders whose
 * contract waits, and one order's contract. Menus need contract.view; signing needs contract.sign.
 */
export const contractFeature: Feature = {
  manage: () => import('./manage-area.tsx'),
};
