import type { MultipartFile } from '@fastify/multipart';
import type { OcrResult } from '@hgsc/contracts';
import { fileTypeFromBuffer } from 'file-type';
import type { AppContext } from '../../platform/context.ts';
import { ALLOWED_MIME, badTypeError, readUpload } from '../../platform/files/store-upload.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { countUse } from '../../platform/security/use-limit.ts';
import { decodePixels } from './pixels.ts';
import { type LicenceReaders, readLicence } from './read-licence.ts';

/** Reading a licence costs seconds of CPU: a person certifying needs a handful of tries, not more. */
export const OCR_LIMIT = { perWindow: 20, windowSeconds: 600 } as const;

/**
 * POST /ocr/upload: reads a licence image's QR code and printed text, offline.
 * The image is not stored.
 */
export async function recognizeLicence(
  ctx: AppContext,
  input: { userId: number; file: MultipartFile; readers: LicenceReaders; onReadError: (error: unknown) => void },
): Promise<OcrResult & { size: number }> {
  await countUse(ctx.limiter, `ocr:user:${input.userId}`, OCR_LIMIT.windowSeconds, OCR_LIMIT.perWindow);
  const bytes = await readUpload(input.file, 'img');
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !ALLOWED_MIME.img.includes(type.mime)) throw badTypeError('img');
  // Decoded in full here, so a truncated or corrupt image is refused before the OCR engine sees it.
  const pixels = decodePixels(bytes, type.mime);
  if (!pixels) throw new AppError('VALIDATION', 'ocr.unreadableImage', {}, { field: 'file' });
  const result = await readLicence({ bytes, pixels }, input.readers, input.onReadError);
  return { ...result, size: bytes.length };
}
