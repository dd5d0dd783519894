import type { Feature } from '../../../../app/feature.ts';

/** The seller's contract templates (issue 6 item 1): /manage/contracttemplate, needs contract.template. */
export const contractTemplateFeature: Feature = {
  manage: () => import('./manage-area.tsx'),
};
