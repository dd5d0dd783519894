import { z } from 'zod';
import { stringField } from './fields.ts';
import { defineRoute, fileAnswer } from './route.ts';

/** SPEC §5/§9: uploads up to 40 MB. */
export const UPLOAD_LIMIT_MB = 40;

/** Upload calls answer the stored file (multipart field `file`). */
export const uploadResultSchema = z.object({
  /** Storage key; pass it to /seeView or /seeEncryptionView. */
  key: z.string(),
  /** Preview URL under the API prefix. */
  url: z.string(),
  /** The uploader's file name. */
  name: z.string(),
  size: z.number().int(),
  /** MIME type found from the file's bytes (not its name). */
  type: z.string(),
});
export type UploadResult = z.infer<typeof uploadResultSchema>;

export const fileKeyField = stringField()
  .trim()
  .min(1, { error: 'field.required' })
  .max(100)
  .regex(/^[A-Za-z0-9_-]+(\.[a-z0-9]+)?$/, { error: 'field.invalid' });

/** GET /seeView and /seeEncryptionView: `key`, and `type` (the extension, informational). */
export const fileViewQuery = z.object({
  key: fileKeyField,
  type: stringField().trim().max(100).optional(),
});

const tags = ['files'];
/** What the view calls answer: the stored file's own type. */
const VIEWED_TYPES = ['image/png', 'image/jpeg', 'image/bmp', 'application/pdf'];

/** SPEC §7 "Files": uploads (multipart field `file`) and previews. */
export const filesRoutes = {
  publicImage: defineRoute({
    method: 'POST',
    path: '/oss/upload/img',
    upload: true,
    answer: uploadResultSchema,
    summary: 'Upload a public image (png, jpg, jpeg, bmp; 40 MB)',
    tags,
  }),
  publicFile: defineRoute({
    method: 'POST',
    path: '/oss/upload/file',
    upload: true,
    answer: uploadResultSchema,
    summary: 'Upload a public file (png, jpg, jpeg, bmp, pdf; 40 MB)',
    tags,
  }),
  publicPdf: defineRoute({
    method: 'POST',
    path: '/oss/upload/pdf',
    upload: true,
    answer: uploadResultSchema,
    summary: 'Upload a public PDF (40 MB)',
    tags,
  }),
  encryptedImage: defineRoute({
    method: 'POST',
    path: '/encry/upload/img',
    upload: true,
    answer: uploadResultSchema,
    summary: 'Upload a private image, encrypted at rest (png, jpg, jpeg, bmp; 40 MB)',
    tags,
  }),
  encryptedPdf: defineRoute({
    method: 'POST',
    path: '/encry/upload/pdf',
    upload: true,
    answer: uploadResultSchema,
    summary: 'Upload a private PDF, encrypted at rest (40 MB)',
    tags,
  }),
  /** Public (/oss) files, to anyone. */
  view: defineRoute({
    method: 'GET',
    path: '/seeView',
    input: fileViewQuery,
    answer: fileAnswer,
    produces: VIEWED_TYPES,
    summary: 'The bytes of a public (/oss) file; encrypted files are not served here',
    tags,
    auth: 'public',
  }),
  /** Private (/encry) files, decrypted for those allowed. */
  encryptedView: defineRoute({
    method: 'GET',
    path: '/seeEncryptionView',
    input: fileViewQuery,
    answer: fileAnswer,
    produces: VIEWED_TYPES,
    summary: 'The decrypted bytes of a private (/encry) file, for its uploader, an operator or a granted party',
    tags,
    auth: 'user',
  }),
};
