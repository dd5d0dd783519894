import type { UserRow } from '../../modules/user/tables.ts';
import type { AppContext } from '../context.ts';
import type { StoredFileRow } from './tables.ts';

/**
 * Who may see an encrypted file. The uploader and platform operators always may; domains add rules
 * (e.g. both parties of a contract, the operator auditing a company licence) with
 * `registerFileAccessRule` when their module loads. A rule answers true to grant; any grant wins.
 */
export type FileAccessRule = (ctx: AppContext, file: StoredFileRow, user: UserRow) => Promise<boolean>;

const rules: FileAccessRule[] = [];

export function registerFileAccessRule(rule: FileAccessRule): () => void {
  rules.push(rule);
  return () => {
    const index = rules.indexOf(rule);
    if (index >= 0) rules.splice(index, 1);
  };
}

export async function canSeeFile(ctx: AppContext, file: StoredFileRow, user: UserRow | null): Promise<boolean> {
  // Files uploaded through /oss are public (product images, avatars).
  if (!file.encrypted) return true;
  if (!user) return false;
  if (file.ownerUserId === user.id || user.role === 'operator') return true;
  for (const rule of rules) {
    if (await rule(ctx, file, user)) return true;
  }
  return false;
}
