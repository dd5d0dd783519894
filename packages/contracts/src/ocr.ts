import { z } from 'zod';
import { defineRoute } from './route.ts';

/**
 * POST /ocr/upload (multipart `file`, png/jpg/jpeg/bmp): what could be read, offline, from a business
 * licence (营业执照) image to prefill the certification form — what the licence's QR code carries, and
 * from the printed Chinese text the name, the credit code (checked by its check digit), the legal
 * person, the address and the establishment date. `missing` lists the licence fields not read.
 */
export const OCR_LICENCE_FIELDS = ['name', 'creditCode', 'legalPerson', 'registeredAddress', 'establishmentDate'] as const;
export type OcrLicenceField = (typeof OCR_LICENCE_FIELDS)[number];

/**
 * The licence fields a company's certification records. The establishment date is read for the
 * person to check against the licence, but a company keeps no such column.
 */
export const OCR_COMPANY_FIELDS = [
  'name',
  'creditCode',
  'legalPerson',
  'registeredAddress',
] as const satisfies readonly OcrLicenceField[];
export type OcrCompanyField = (typeof OCR_COMPANY_FIELDS)[number];

const source = z.enum(['qr', 'text']).optional();

export const ocrResultSchema = z.object({
  fields: z.object({
    name: z.string().optional(),
    creditCode: z.string().optional(),
    legalPerson: z.string().optional(),
    registeredAddress: z.string().optional(),
    /** 成立日期, YYYY-MM-DD. */
    establishmentDate: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .optional(),
  }),
  missing: z.array(z.enum(OCR_LICENCE_FIELDS)),
  /** Where each field was read: the QR code or the printed text. */
  sources: z.object({
    name: source,
    creditCode: source,
    legalPerson: source,
    registeredAddress: source,
    establishmentDate: source,
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
      'Read a business licence image (png, jpg, jpeg, bmp; 40 MB) offline: what its QR code carries, and from its printed Chinese text the name, credit code, legal person, address and establishment date (YYYY-MM-DD); `missing` lists the fields not read. The image is not stored.',
    tags: ['ocr'],
  }),
};
