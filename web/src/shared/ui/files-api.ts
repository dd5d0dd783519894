import type { UploadResult } from '@hgsc/contracts';
import { http } from '../request/http.ts';

/** SPEC §7 "Files": the uploads behind the upload fields, encrypted at rest (/encry) or public (/oss). */
export const filesApi = {
  /** /encry/upload/img: png, jpg, jpeg, bmp, encrypted at rest. */
  encryptedImage: (file: File) => http.upload<UploadResult>('/encry/upload/img', file),
  /** /encry/upload/pdf. */
  encryptedPdf: (file: File) => http.upload<UploadResult>('/encry/upload/pdf', file),
  /** /oss/upload/img: a public image (shop logo and banner, product images). */
  publicImage: (file: File) => http.upload<UploadResult>('/oss/upload/img', file),
  /** /oss/upload/pdf: a public PDF (a product's safety data sheet). */
  publicPdf: (file: File) => http.upload<UploadResult>('/oss/upload/pdf', file),
};
