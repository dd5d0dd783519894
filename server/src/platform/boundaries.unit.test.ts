import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lint, ROOT } from '../../../scripts/lib/lint-probe.ts';

// Each case runs Biome as a process: on a machine busy with other work that takes longer than a unit test's default.
describe('module boundaries, as Biome holds them', { timeout: 60_000 }, () => {
  it('refuses an import of a module from platform/', () => {
    const deep = lint('server/src/platform/auth/zz-probe-*.ts', "export { users } from '../../modules/user/tables.ts';\n");
    expect(deep.ok).toBe(false);
    expect(deep.output).toContain('noRestrictedImports');
  });

  it('lets platform/ import platform/', () => {
    const own = lint('server/src/platform/auth/zz-probe-*.ts', "export { users } from './users.ts';\n");
    expect(own, own.output).toMatchObject({ ok: true });
  });

  it('refuses a deep import of another module at every depth, and takes its index', () => {
    for (const [where, source] of [
      ['server/src/modules/order/zz-probe-*.ts', "export { generateContract } from '../contract/generate-contract.ts';\n"],
      ['server/src/modules/order/order-files/zz-probe-*.ts', "export { contracts } from '../../contract/tables.ts';\n"],
      ['server/src/modules/contract/evidence/zz-probe-*.ts', "export { products } from '../../product/tables.ts';\n"],
      ['server/src/db/seed/zz-probe-*.ts', "export { users } from '../../modules/user/tables.ts';\n"],
      ['server/src/zz-probe-*.ts', "export { shops } from './modules/shop/tables.ts';\n"],
    ] as const) {
      const deep = lint(where, source);
      expect(deep.ok, `${where}: ${source}`).toBe(false);
      expect(deep.output).toContain('noRestrictedImports');
    }
    for (const [where, source] of [
      ['server/src/modules/order/zz-probe-*.ts', "export { generateContract } from '../contract/index.ts';\n"],
      ['server/src/modules/order/invoice/zz-probe-*.ts', "export { products } from '../../product/index.ts';\n"],
      ['server/src/db/seed/zz-probe-*.ts', "export { users } from '../../modules/user/index.ts';\n"],
    ] as const) {
      const viaIndex = lint(where, source);
      expect(viaIndex, viaIndex.output).toMatchObject({ ok: true });
    }
  });

  it('lets a module import its own files, across its own subfolders, and the platform', () => {
    for (const [where, source] of [
      ['server/src/modules/contract/evidence/zz-probe-*.ts', "export { contracts } from '../tables.ts';\n"],
      ['server/src/modules/contract/evidence/zz-probe-*.ts', "export { contractTemplates } from '../template/tables.ts';\n"],
      ['server/src/modules/order/sales-contract/link/zz-probe-*.ts', "export { orders } from '../../tables.ts';\n"],
      ['server/src/modules/order/zz-probe-*.ts', "export { ok } from '../../platform/http/envelope.ts';\n"],
    ] as const) {
      const own = lint(where, source);
      expect(own, own.output).toMatchObject({ ok: true });
    }
  });

  it("lets a module's tables reference another module's tables, and nothing else of it", () => {
    const tables = lint('server/src/modules/zz-probe-*/tables.ts', "export { users } from '../user/tables.ts';\n");
    expect(tables, tables.output).toMatchObject({ ok: true });
    const code = lint('server/src/modules/zz-probe-*/tables.ts', "export { maskMobile } from '../user/user-info.ts';\n");
    expect(code.ok).toBe(false);
    const notTables = lint(
      'server/src/modules/order/sales-contract/link/zz-probe-*.ts',
      "export { users } from '../../../user/tables.ts';\n",
    );
    expect(notTables.ok).toBe(false);
  });

  it("names every module's subfolder as an exception, and no subfolder is named like a module", () => {
    const modules = path.join(ROOT, 'server/src/modules');
    const moduleNames = readdirSync(modules, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    const foldersUnder = (folder: string): string[] =>
      readdirSync(folder, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .flatMap((entry) => [entry.name, ...foldersUnder(path.join(folder, entry.name))]);
    const subfolders = moduleNames.flatMap((name) => foldersUnder(path.join(modules, name)));
    const biome = readFileSync(path.join(ROOT, 'biome.json'), 'utf8');
    for (const sub of subfolders) {
      expect(moduleNames, sub).not.toContain(sub);
      expect(biome, sub).toContain(`"!../${sub}/**"`);
      expect(biome, sub).toContain(`"!../../${sub}/**"`);
    }
  });
});
