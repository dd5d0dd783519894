import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { fileUrl } from './store-upload.ts';
import { storedFiles } from './tables.ts';

/** A stored file as a page shows it: its name, type and where it is read (a payment's proof, a deposit's). */
export interface FileView {
  key: string;
  name: string;
  mime: string;
  url: string;
}

/** The files of `keys` with their names, types and urls; keys of no stored file are left out. */
export async function fileViewsByKey(db: Db, keys: readonly string[]): Promise<Map<string, FileView>> {
  const distinct = [...new Set(keys)];
  if (distinct.length === 0) return new Map();
  const files = await db
    .select({
      key: storedFiles.key,
      name: storedFiles.originalName,
      mime: storedFiles.mime,
      ext: storedFiles.ext,
      encrypted: storedFiles.encrypted,
    })
    .from(storedFiles)
    .where(inArray(storedFiles.key, distinct));
  return new Map(files.map((f) => [f.key, { key: f.key, name: f.name, mime: f.mime, url: fileUrl(f.key, f.ext, f.encrypted) }]));
}

/** The views of `keys` in their order, from what fileViewsByKey found. */
export const fileViewsOf = (found: Map<string, FileView>, keys: readonly string[]): FileView[] =>
  keys.flatMap((key) => {
    const view = found.get(key);
    return view ? [view] : [];
  });
