import type { Feature } from '../../../../app/feature.ts';

/** The seller's contract templates: /manage/contracttemplate, needs contract.template. */
export const contractTemplateFeature: Feature = {
  manage: () => import('./manage-area.tsx'),
};
