import { site } from '../config.ts';

/**
 * SPEC §5 client checks before an upload (the server checks the bytes again). 'img': png, jpg, jpeg,
 * bmp (the message names jpg, jpeg, png); 'file': the same images or a pdf; 'pdf': a pdf only (a
 * product's safety data sheet).
 */
export type UploadCheckKind = 'img' | 'file' | 'pdf';

const IMAGE_EXT = /\.(png|jpe?g|bmp)$/i;
const PDF_EXT = /\.pdf$/i;
const IMAGE_MIME = new Set(['image/png', 'image/jpeg', 'image/bmp', 'image/x-ms-bmp']);
const PDF_MIME = 'application/pdf';

export type UploadProblem =
  | 'file.badImageType'
  | 'file.imageTooLarge'
  | 'file.badType'
  | 'file.tooLarge'
  | 'field.upload.badPdfType';

const BAD_TYPE: Record<UploadCheckKind, UploadProblem> = {
  img: 'file.badImageType',
  file: 'file.badType',
  pdf: 'field.upload.badPdfType',
};

export const isPdfFile = (file: { name: string; type: string }) =>
  PDF_EXT.test(file.name) && (!file.type || file.type === PDF_MIME);

const isImageFile = (file: { name: string; type: string }) =>
  IMAGE_EXT.test(file.name) && (!file.type || IMAGE_MIME.has(file.type));

/** The catalogue key of the message to show, or null when the file may be uploaded. */
export function checkUploadFile(file: { name: string; type: string; size: number }, kind: UploadCheckKind): UploadProblem | null {
  const typeOk = kind === 'img' ? isImageFile(file) : kind === 'pdf' ? isPdfFile(file) : isImageFile(file) || isPdfFile(file);
  if (!typeOk) return BAD_TYPE[kind];
  if (file.size > site.uploadMaxBytes) return kind === 'img' ? 'file.imageTooLarge' : 'file.tooLarge';
  return null;
}

/** What the `accept` attribute of the file picker offers. */
export const ACCEPT: Record<UploadCheckKind, string> = {
  img: '.png,.jpg,.jpeg,.bmp,image/png,image/jpeg,image/bmp',
  file: '.png,.jpg,.jpeg,.bmp,.pdf,image/png,image/jpeg,image/bmp,application/pdf',
  pdf: '.pdf,application/pdf',
};
