import type { SealRole } from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { decryptBytes } from '../../platform/files/encryption.ts';
import { storeBytes } from '../../platform/files/store-upload.ts';
import { storedFiles } from '../../platform/files/tables.ts';
import { invalidField } from '../../platform/http/app-error.ts';
import { sealPng } from './seal-image.ts';

/** What pdfkit embeds: PNG and JPEG (not BMP, which the image upload also takes). */
const SEAL_IMAGE_TYPES = ['image/png', 'image/jpeg'];

/** 400 on imageKey unless it is a png or jpg image the caller uploaded (/encry or /oss). */
export async function checkUploadedSealImage(ctx: AppContext, key: string, userId: number): Promise<void> {
  const [file] = await ctx.db.select().from(storedFiles).where(eq(storedFiles.key, key));
  const usable = file && file.ownerUserId === userId && file.kind === 'img' && SEAL_IMAGE_TYPES.includes(file.mime);
  if (!usable) throw invalidField('imageKey', 'seal.imageInvalid');
}

/** Draws the company's seal and stores it encrypted (a seal image is not for the public); answers its key. */
export async function storeGeneratedSeal(
  ctx: AppContext,
  input: { role: SealRole; nameOnSeal: string; purposeText: string; sealNumber: string | null; userId: number },
): Promise<string> {
  const stored = await storeBytes(ctx, {
    bytes: sealPng(input.nameOnSeal, input.purposeText, input.sealNumber),
    fileName: `seal-${input.role}.png`,
    kind: 'img',
    encrypted: true,
    ownerUserId: input.userId,
  });
  return stored.key;
}

/** Removes a generated image whose application was not saved. */
export async function discardSealImage(ctx: AppContext, key: string): Promise<void> {
  await ctx.db.delete(storedFiles).where(eq(storedFiles.key, key));
  await ctx.storage.delete(key).catch(() => {});
}

/** The plaintext bytes of a seal image (server-side use: stamping a contract), or null when gone. */
export async function readSealImage(ctx: AppContext, key: string): Promise<Buffer | null> {
  const [file] = await ctx.db.select().from(storedFiles).where(eq(storedFiles.key, key));
  const stored = file ? await ctx.storage.get(key) : null;
  if (!file || !stored) return null;
  return file.encrypted ? decryptBytes(ctx.secrets.fileKey, stored, key) : stored;
}
