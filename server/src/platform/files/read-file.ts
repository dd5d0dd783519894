import { eq } from 'drizzle-orm';
import type { UserRow } from '../auth/users.ts';
import type { AppContext } from '../context.ts';
import { notFound } from '../http/app-error.ts';
import { canSeeFile } from './access.ts';
import { decryptBytes } from './encryption.ts';
import { type StoredFileRow, storedFiles } from './tables.ts';

export interface FileContent {
  file: StoredFileRow;
  bytes: Buffer;
}

export async function findStoredFile(ctx: AppContext, key: string): Promise<StoredFileRow | undefined> {
  const [row] = await ctx.db.select().from(storedFiles).where(eq(storedFiles.key, key));
  return row;
}

/**
 * The plaintext of a stored file for a viewer. Unknown files, files the viewer may not see and
 * (with `publicOnly`) encrypted files all answer 404, so a key's existence is not revealed.
 */
export async function readStoredFile(
  ctx: AppContext,
  key: string,
  viewer: UserRow | null,
  options: { publicOnly: boolean },
): Promise<FileContent> {
  const file = await findStoredFile(ctx, key);
  if (!file) throw notFound();
  if (options.publicOnly && file.encrypted) throw notFound();
  if (!(await canSeeFile(ctx, file, viewer))) throw notFound();
  const stored = await ctx.storage.get(key);
  if (!stored) throw notFound();
  const bytes = file.encrypted ? decryptBytes(ctx.secrets.fileKey, stored, key) : stored;
  return { file, bytes };
}
