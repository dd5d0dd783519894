import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { type StoredFileRow, storedFiles } from './tables.ts';

/**
 * A file the user uploaded themselves, stored encrypted (/encry) or public (/oss) as asked, of one of
 * `mimes` — what a form may attach; undefined otherwise (the caller answers 400 naming its field).
 */
export async function ownUpload(
  db: Db,
  input: { key: string; userId: number; encrypted: boolean; mimes: readonly string[] },
): Promise<StoredFileRow | undefined> {
  const [file] = await db
    .select()
    .from(storedFiles)
    .where(
      and(
        eq(storedFiles.key, input.key),
        eq(storedFiles.ownerUserId, input.userId),
        eq(storedFiles.encrypted, input.encrypted),
        inArray(storedFiles.mime, [...input.mimes]),
      ),
    );
  return file;
}
