import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const BIOME = path.join(ROOT, 'node_modules/.bin/biome');

/** Lints `source` as if it were a file at `where` (below the repository), with the repository's Biome settings. */
function lint(where: string, source: string): { ok: boolean; output: string } {
  const file = path.join(ROOT, where.replace('*', randomBytes(4).toString('hex')));
  writeFileSync(file, source);
  try {
    const run = spawnSync(BIOME, ['lint', file], { cwd: ROOT, encoding: 'utf8' });
    return { ok: run.status === 0, output: `${run.stdout}${run.stderr}` };
  } finally {
    rmSync(file, { force: true });
  }
}

describe('module boundaries, as Biome holds them', () => {
  it('refuses an import of a module from platform/', () => {
    const deep = lint('server/src/platform/auth/zz-probe-*.ts', "export { users } from '../../modules/user/tables.ts';\n");
    expect(deep.ok).toBe(false);
    expect(deep.output).toContain('noRestrictedImports');
  });

  it('lets platform/ import platform/', () => {
    const own = lint('server/src/platform/auth/zz-probe-*.ts', "export { users } from './users.ts';\n");
    expect(own, own.output).toMatchObject({ ok: true });
  });

  it('refuses a deep import of the contract module from another module, and takes its index', () => {
    const deep = lint(
      'server/src/modules/order/zz-probe-*.ts',
      "export { generateContract } from '../contract/generate-contract.ts';\n",
    );
    expect(deep.ok).toBe(false);
    expect(deep.output).toContain('noRestrictedImports');
    const nested = lint(
      'server/src/modules/order/files/zz-probe-*.ts',
      "export { contracts } from '../../contract/tables.ts';\n",
    );
    expect(nested.ok).toBe(false);
    const viaIndex = lint('server/src/modules/order/zz-probe-*.ts', "export { generateContract } from '../contract/index.ts';\n");
    expect(viaIndex, viaIndex.output).toMatchObject({ ok: true });
  });

  it('lets the contract module import its own files', () => {
    const own = lint('server/src/modules/contract/link/zz-probe-*.ts', "export { contracts } from '../tables.ts';\n");
    expect(own, own.output).toMatchObject({ ok: true });
  });
});
