import { inArray } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { readTogether } from '../../../platform/db/read-together.ts';
import { fileUrl } from '../../../platform/files/store-upload.ts';
import { type StoredFileRow, storedFiles } from '../../../platform/files/tables.ts';
import { users } from '../../user/index.ts';

/** The stored files of `fileKeys` and the names of the people `userIds` who added them, one query each. */
export async function filesAndPeople(db: Db, fileKeys: readonly string[], userIds: readonly number[]) {
  const [files, people] = await readTogether(db, [
    () =>
      db
        .select()
        .from(storedFiles)
        .where(inArray(storedFiles.key, [...new Set(fileKeys)])),
    () =>
      db
        .select({ id: users.id, name: users.name, userName: users.userName })
        .from(users)
        .where(inArray(users.id, [...new Set(userIds)])),
  ]);
  return {
    fileOf: new Map(files.map((f) => [f.key, f])),
    nameOf: new Map(people.map((u) => [u.id, u.name || u.userName])),
  };
}

/** What every view of an order's file says of the stored file (`ext` stands in when the file is gone). */
export const storedFileFacts = (fileKey: string, file: StoredFileRow | undefined, ext: string) => ({
  fileKey,
  url: fileUrl(fileKey, file?.ext ?? ext, true),
  size: file?.size ?? 0,
  sha256: file?.sha256 ?? '',
});
