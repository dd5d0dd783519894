import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { invalidField } from '../http/app-error.ts';
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

/**
 * The distinct keys of files the user uploaded themselves (a payment's proof): else 400 naming `field` — a key of
 * somebody else's file must not become the user's to show.
 */
export async function ownUploads(db: Db, keys: readonly string[], userId: number, field: string): Promise<string[]> {
  const distinct = [...new Set(keys)];
  const owned = await db
    .select({ key: storedFiles.key })
    .from(storedFiles)
    .where(and(inArray(storedFiles.key, distinct), eq(storedFiles.ownerUserId, userId)));
  if (owned.length !== distinct.length) throw invalidField(field, 'order.proofInvalid');
  return distinct;
}
