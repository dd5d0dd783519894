import { SEAL_PURPOSE_TEXT, type SealPreview, type SealPreviewBody } from '@hgsc/contracts';
import { sealPng } from './seal-image.ts';

/**
 * POST /company/{role}/seal/preview: the seal the platform would draw for the company now, as a
 * data URL, so the page shows it before any code is sent. Nothing is stored.
 */
export function previewSeal(companyName: string, input: SealPreviewBody): SealPreview {
  const png = sealPng(companyName, SEAL_PURPOSE_TEXT[input.purpose], input.sealNumber);
  return { nameOnSeal: companyName, dataUrl: `data:image/png;base64,${png.toString('base64')}` };
}
