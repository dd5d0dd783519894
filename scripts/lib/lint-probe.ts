import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The repository's root, where biome.json is. */
export const ROOT = path.resolve(import.meta.dirname, '../..');
const BIOME = path.join(ROOT, 'node_modules/.bin/biome');

/**
 * Lints `source` as if it were a file at `where` (below the repository; a `*` in it becomes a random name), with
 * the repository's Biome settings: how the boundary tests ask whether an import is let through.
 */
export function lint(where: string, source: string): { ok: boolean; output: string } {
  const file = path.join(ROOT, where.replace('*', randomBytes(4).toString('hex')));
  // A probe folder (a module or feature of its own) is made for the probe and removed with it.
  const folder = path.dirname(file);
  const madeFolder = !existsSync(folder);
  mkdirSync(folder, { recursive: true });
  writeFileSync(file, source);
  try {
    const run = spawnSync(BIOME, ['lint', file], { cwd: ROOT, encoding: 'utf8' });
    return { ok: run.status === 0, output: `${run.stdout}${run.stderr}` };
  } finally {
    rmSync(madeFolder ? folder : file, { force: true, recursive: true });
  }
}
