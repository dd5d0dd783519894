import type { UserRow } from '../auth/users.ts';
import type { AppContext } from '../context.ts';
import type { StoredFileRow } from './tables.ts';

/**
 * What a domain says of an encrypted file: `undefined` when the file belongs to none of its objects, else whether the
 * user may read the object it belongs to (with that object's permission). Domains register rules with
 * `registerFileAccessRule` when their module loads.
 */
export type FileAccessRule = (ctx: AppContext, file: StoredFileRow, user: UserRow) => Promise<boolean | undefined>;

const rules: FileAccessRule[] = [];

export function registerFileAccessRule(rule: FileAccessRule): () => void {
  rules.push(rule);
  return () => {
    const index = rules.indexOf(rule);
    if (index >= 0) rules.splice(index, 1);
  };
}

/**
 * A rule's answer from the rows of the objects holding a file, each saying whether it admits the user: no row → the
 * file is not this rule's.
 */
export const answerOf = (rows: readonly { admitted: boolean }[]): boolean | undefined =>
  rows.length === 0 ? undefined : rows.some((row) => row.admitted);

/**
 * Operators see every file. A file that belongs to an object is seen by who may read that object, any rule admitting
 * the user: its uploader too only so, since one who lost the object's permission, or left the company, must lose
 * its files with it. A file attached to nothing yet (an upload whose form is not sent) is its uploader's alone.
 */
export async function canSeeFile(ctx: AppContext, file: StoredFileRow, user: UserRow | null): Promise<boolean> {
  // Files uploaded through /oss are public (product images, avatars).
  if (!file.encrypted) return true;
  if (!user) return false;
  if (user.role === 'operator') return true;
  // One rule after another: `ctx.db` may be the caller's transaction, whose one connection runs one query at a time.
  const answers: (boolean | undefined)[] = [];
  for (const rule of rules) answers.push(await rule(ctx, file, user));
  if (answers.includes(true)) return true;
  return !answers.includes(false) && file.ownerUserId === user.id;
}
