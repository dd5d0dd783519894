import { randomBytes } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import type { MessageKey } from '@hgsc/contracts';
import { fileTypeFromBuffer } from 'file-type';
import type { AppContext } from '../context.ts';
import { AppError, invalidField } from '../http/app-error.ts';
import { sha256Hex } from '../security/hashing.ts';
import { encryptBytes } from './encryption.ts';
import { storedFiles } from './tables.ts';

export type UploadKind = 'img' | 'file' | 'pdf';

/** SPEC §5: images are png, jpg/jpeg, bmp; files add pdf; contract uploads are pdf only. */
export const ALLOWED_MIME: Record<UploadKind, readonly string[]> = {
  img: ['image/png', 'image/jpeg', 'image/bmp'],
  file: ['image/png', 'image/jpeg', 'image/bmp', 'application/pdf'],
  pdf: ['application/pdf'],
};

/** SPEC §5 messages, per kind. */
const BAD_TYPE: Record<UploadKind, MessageKey> = { img: 'file.badImageType', file: 'file.badType', pdf: 'file.badPdfType' };
const TOO_LARGE: Record<UploadKind, MessageKey> = { img: 'file.imageTooLarge', file: 'file.tooLarge', pdf: 'file.tooLarge' };

export const tooLargeError = (kind: UploadKind) => new AppError('TOO_LARGE', TOO_LARGE[kind], {}, { field: 'file' });
export const badTypeError = (kind: UploadKind) => new AppError('UNSUPPORTED_TYPE', BAD_TYPE[kind], {}, { field: 'file' });
export const missingFileError = () => invalidField('file', 'file.missing');

/**
 * The multipart parser's own failures (a body cut short, a malformed part header) carry no status:
 * they are the client's, answered 400. The plugin's limits already say theirs (413 and the like).
 */
export function asUploadError(error: unknown): never {
  if (error instanceof AppError || (error as { statusCode?: number } | null)?.statusCode) throw error;
  throw new AppError('VALIDATION', 'error.badBody', {}, { field: 'file' });
}

export interface StoredUpload {
  key: string;
  /** Where the web fetches the bytes (/seeView or /seeEncryptionView). */
  url: string;
  /** The uploader's file name, cleaned. */
  name: string;
  size: number;
  /** MIME type found from the bytes. */
  type: string;
}

/** The preview URL of a stored file (under the API prefix). */
export function fileUrl(key: string, ext: string, encrypted: boolean): string {
  const query = new URLSearchParams({ key, type: ext }).toString();
  return `/api/${encrypted ? 'seeEncryptionView' : 'seeView'}?${query}`;
}

/** A display name: no folders, no control characters, at most 200 characters. */
export function cleanFileName(raw: string | undefined, ext: string): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  const cleaned = base.replace(/[\u0000-\u001f\u007f"<>|]/g, '').trim();
  return (cleaned || `file.${ext}`).slice(-200);
}

/**
 * Reads one uploaded file (40 MB limit from the multipart plugin), checks its type by magic bytes,
 * stores the bytes (AES-256-GCM at rest when `encrypted`) and records its metadata. Nothing is
 * stored when the file is refused.
 */
export async function storeUpload(
  ctx: AppContext,
  input: { file: MultipartFile; kind: UploadKind; encrypted: boolean; ownerUserId: number | null },
): Promise<StoredUpload> {
  const { file, kind, encrypted, ownerUserId } = input;
  const bytes = await readUpload(file, kind);
  return storeBytes(ctx, { bytes, fileName: file.filename, kind, encrypted, ownerUserId });
}

/** Reads an uploaded file to the end within the 40 MB limit; an empty file counts as none. */
export async function readUpload(file: MultipartFile, kind: UploadKind): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of file.file) {
      // Past the limit busboy stops delivering bytes and marks the stream truncated; keep draining.
      if (file.file.truncated) continue;
      chunks.push(chunk as Buffer);
      size += (chunk as Buffer).length;
    }
  } catch (error) {
    asUploadError(error);
  }
  if (file.file.truncated) throw tooLargeError(kind);
  if (size === 0) throw missingFileError();
  return Buffer.concat(chunks, size);
}

/**
 * Stores bytes the server already holds (an upload read to the end, a generated PDF, demo data):
 * checks the type by content against `kind`, encrypts when asked, records the metadata.
 */
export async function storeBytes(
  ctx: AppContext,
  input: { bytes: Buffer; fileName: string | undefined; kind: UploadKind; encrypted: boolean; ownerUserId: number | null },
): Promise<StoredUpload> {
  const { bytes, kind, encrypted, ownerUserId } = input;
  const size = bytes.length;
  const found = await fileTypeFromBuffer(bytes);
  // An animated PNG is still a PNG file.
  const detected = found?.mime === 'image/apng' ? { ext: 'png', mime: 'image/png' } : found;
  if (!detected || !ALLOWED_MIME[kind].includes(detected.mime)) throw badTypeError(kind);

  const ext = detected.ext;
  const key = `${randomBytes(18).toString('base64url')}.${ext}`;
  const name = cleanFileName(input.fileName, ext);
  const stored = encrypted ? encryptBytes(ctx.secrets.fileKey, bytes, key) : bytes;
  await ctx.storage.put(key, stored);
  try {
    await ctx.db.insert(storedFiles).values({
      key,
      kind,
      mime: detected.mime,
      ext,
      size,
      sha256: sha256Hex(bytes),
      originalName: name,
      encrypted,
      ownerUserId,
    });
  } catch (error) {
    await ctx.storage.delete(key).catch(() => {});
    throw error;
  }
  return { key, url: fileUrl(key, ext, encrypted), name, size, type: detected.mime };
}
