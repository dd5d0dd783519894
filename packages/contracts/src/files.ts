import { z } from 'zod';
import { stringField } from './fields.ts';

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
