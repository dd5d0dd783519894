import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { storeBytes } from '../../platform/files/store-upload.ts';
import { storedFiles } from '../../platform/files/tables.ts';
import { type ContractSignature, sha256Hex } from '../../platform/pdf/index.ts';
import type { PrintedSignature } from './kind.ts';

export type { PrintedSignature } from './kind.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/** YYYY-MM-DD HH:mm:ss in China time, whatever the server's zone. */
export function chinaDateTime(date: Date): string {
  const c = new Date(date.getTime() + 8 * 3600_000);
  return `${c.getUTCFullYear()}-${pad(c.getUTCMonth() + 1)}-${pad(c.getUTCDate())} ${pad(c.getUTCHours())}:${pad(c.getUTCMinutes())}:${pad(c.getUTCSeconds())}`;
}

/** A side's signature as the PDF prints it (sign time in China time), or null when that side has not signed. */
export const printedSignatureOf = (s: PrintedSignature | undefined): ContractSignature | null =>
  s ? { signerName: s.signerName, signedAt: chinaDateTime(s.signedAt), ip: s.ip, sealPng: s.sealPng } : null;

/** Stores a contract PDF encrypted (only the parties may read it: file-access.ts). */
export async function storeContractPdf(ctx: AppContext, bytes: Buffer, contractNo: string, userId: number) {
  const stored = await storeBytes(ctx, {
    bytes,
    fileName: `${contractNo}.pdf`,
    kind: 'pdf',
    encrypted: true,
    ownerUserId: userId,
  });
  return { key: stored.key, sha256: sha256Hex(bytes) };
}

/** Removes a PDF whose contract change was not saved. */
export async function discardContractPdf(ctx: AppContext, key: string): Promise<void> {
  await ctx.db.delete(storedFiles).where(eq(storedFiles.key, key));
  await ctx.storage.delete(key).catch(() => {});
}
