import { z } from 'zod';
import { defineRoute } from './route.ts';

/**
 * POST /ocr/upload (multipart `file`, png/jpg/jpeg/bmp): what could be read, offline, from a business
 * licence image to prefill the certification form — the credit code from the licence's QR code or
 * its printed Latin-alphabet code (checked by its check digit), and the name, legal person and
 * address when the QR code carries them. `missing` lists the licence fields still to type.
 */
export const OCR_LICENCE_FIELDS = ['name', 'creditCode', 'legalPerson', 'registeredAddress'] as const;
export type OcrLicenceField = (typeof OCR_LICENCE_FIELDS)[number];

export const ocrResultSchema = z.object({
  fields: z.object({
    name: z.string().optional(),
    creditCode: z.string().optional(),
    legalPerson: z.string().optional(),
    registeredAddress: z.string().optional(),
  }),
  missing: z.array(z.enum(OCR_LICENCE_FIELDS)),
  /** Where each field was read: the QR code or the printed text. */
  sources: z.object({
    name: z.enum(['qr', 'text']).optional(),
    creditCode: z.enum(['qr', 'text']).optional(),
    legalPerson: z.enum(['qr', 'text']).optional(),
    registeredAddress: z.enum(['qr', 'text']).optional(),
  }),
});
export type OcrResult = z.infer<typeof ocrResultSchema>;

/** SPEC §7 "Files and places": /ocr/upload reads a business licence image offline to prefill certification. */
export const ocrRoutes = {
  licence: defineRoute({
    method: 'POST',
    path: '/ocr/upload',
    upload: true,
    answer: ocrResultSchema,
    summary:
      'Read a business licence image (png, jpg, jpeg, bmp; 40 MB) offline: the credit code from its QR code or printed text, and what the QR code carries; `missing` lists the fields still to type. The image is not stored.',
    tags: ['ocr'],
  }),
};
