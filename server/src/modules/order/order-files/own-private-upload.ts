import type { MessageKey } from '@hgsc/contracts';
import type { Db } from '../../../platform/db/client.ts';
import { ownUpload } from '../../../platform/files/own-upload.ts';
import type { StoredFileRow } from '../../../platform/files/tables.ts';
import { invalidField } from '../../../platform/http/app-error.ts';

/**
 * The file a party adds to an order: one the caller uploaded privately (/encry) of one of `mimes`;
 * anything else → 400 naming fileKey with `invalid`.
 */
export async function ownPrivateUpload(
  db: Db,
  input: { fileKey: string; userId: number; mimes: readonly string[] },
  invalid: MessageKey,
): Promise<StoredFileRow> {
  const file = await ownUpload(db, { key: input.fileKey, userId: input.userId, encrypted: true, mimes: input.mimes });
  if (!file) throw invalidField('fileKey', invalid);
  return file;
}
