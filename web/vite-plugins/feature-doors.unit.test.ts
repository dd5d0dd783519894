import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lint, ROOT } from '../../scripts/lib/lint-probe.ts';
import { readDoorway, throughDoors } from './feature-doors.ts';

const FEATURES = path.join(ROOT, 'web/src/features');
const features = readdirSync(FEATURES, { withFileTypes: true }).filter((entry) => entry.isDirectory());

// Each case runs Biome as a process: on a machine busy with other work that takes longer than a unit test's default.
describe('feature boundaries, as Biome holds them', { timeout: 60_000 }, () => {
  it("refuses another feature's inner file at every depth, from the app and main.tsx, by a lazy import, and its folder", () => {
    for (const [where, source] of [
      ['web/src/features/home/zz-probe-*.ts', "export { catalogueApi } from '../catalogue/api.ts';\n"],
      [
        'web/src/features/shop/pages/zz-probe-*.ts',
        "export { ProductGrid } from '../../catalogue/components/ProductGrid.tsx';\n",
      ],
      ['web/src/features/order/contract/link/zz-probe-*.ts', "export { sealApi } from '../../../seal/api.ts';\n"],
      ['web/src/features/order/contract/link/zz-deep/zz-probe-*.ts', "export { sealApi } from '../../../../seal/api.ts';\n"],
      ['web/src/app/zz-probe-*.ts', "export const page = () => import('../features/home/HomePage.tsx');\n"],
      ['web/src/app/layouts/zz-probe-*.ts', "export { CartBadge } from '../../features/cart/components/CartBadge.tsx';\n"],
      ['web/src/zz-probe-*.ts', "export { userApi } from './features/user/api.ts';\n"],
      ['web/src/features/home/zz-probe-*.ts', "export { cartApi } from '../cart';\n"],
      ['web/src/features/order/contract/zz-probe-*.ts', "export { cartApi } from '../../cart';\n"],
      ['web/src/app/zz-probe-*.ts', "export { cartApi } from '../features/cart';\n"],
    ] as const) {
      const deep = lint(where, source);
      expect(deep.ok, `${where}: ${source}`).toBe(false);
      expect(deep.output).toContain('noRestrictedImports');
    }
  });

  it("takes another feature's index, a feature's own files across its subfolders, and the shared kit", () => {
    for (const [where, source] of [
      ['web/src/features/home/zz-probe-*.ts', "export { catalogueQueries } from '../catalogue/index.ts';\n"],
      ['web/src/features/order/contract/link/zz-probe-*.ts', "export { sealApi } from '../../../seal/index.ts';\n"],
      ['web/src/features/order/contract/link/zz-probe-*.ts', "export { orderApi } from '../../api.ts';\n"],
      ['web/src/features/order/contract/link/zz-probe-*.ts', "export { call } from '../../../../shared/request/call.ts';\n"],
      ['web/src/app/zz-probe-*.ts', "export { loadHomePage } from '../features/home/index.ts';\n"],
    ] as const) {
      const taken = lint(where, source);
      expect(taken, `${where}: ${source}`).toMatchObject({ ok: true });
    }
  });

  it('keeps shared/ free of features, even through an index', () => {
    const fromShared = lint('web/src/shared/ui/zz-probe-*.ts', "export { userApi } from '../../features/user/index.ts';\n");
    expect(fromShared.ok).toBe(false);
    expect(fromShared.output).toContain('noRestrictedImports');
  });

  it('has no cycle between features: each feature stands on those below it', () => {
    const uses = new Map<string, Set<string>>();
    const walk = (folder: string, feature: string) => {
      for (const entry of readdirSync(folder, { withFileTypes: true })) {
        const file = path.join(folder, entry.name);
        if (entry.isDirectory()) walk(file, feature);
        else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
          for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/(?:from|import\()\s*'(\.[^']+)'/g)) {
            const [used] = path.relative(FEATURES, path.resolve(folder, specifier!)).split(path.sep);
            if (used && used !== feature && used !== '..') uses.set(feature, (uses.get(feature) ?? new Set()).add(used));
          }
        }
      }
    };
    for (const feature of features) walk(path.join(FEATURES, feature.name), feature.name);
    expect(uses.get('storefront'), 'the scan sees the imports').toContain('catalogue');
    const cycleFrom = (feature: string, path: string[]): string[] | undefined => {
      if (path.includes(feature)) return [...path.slice(path.indexOf(feature)), feature];
      for (const next of uses.get(feature) ?? []) {
        const cycle = cycleFrom(next, [...path, feature]);
        if (cycle) return cycle;
      }
      return undefined;
    };
    for (const feature of features) expect(cycleFrom(feature.name, [])?.join(' → ')).toBeUndefined();
  });

  it('has a rule for every depth a feature file sits at', () => {
    const depths = new Set<number>();
    const walk = (folder: string, depth: number) => {
      for (const entry of readdirSync(folder, { withFileTypes: true })) {
        if (entry.isDirectory()) walk(path.join(folder, entry.name), depth + 1);
        else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) depths.add(depth);
      }
    };
    for (const feature of features) walk(path.join(FEATURES, feature.name), 1);
    const biome = readFileSync(path.join(ROOT, 'biome.json'), 'utf8');
    for (const depth of depths) expect(biome, `depth ${depth}`).toContain(`"web/src/features/${'*/'.repeat(depth)}*"`);
  });
});

describe('the build goes through a door to the file behind it', () => {
  const doorway = readDoorway(
    '/w/src/features/user/index.ts',
    ["export { userApi } from './api.ts';", "export { type UserInfo, useUserInfo as useInfo } from './use-user-info.ts';"].join(
      '\n',
    ),
  );

  it('rewrites an import through an index into imports of the defining files, names and types kept', () => {
    const source = [
      "import { userApi, type UserInfo, useInfo as useMe } from '../user/index.ts';",
      "export { userApi as api } from '../user/index.ts';",
      "import { x } from './own.ts';",
    ].join('\n');
    const out = throughDoors(source, '/w/src/features/order/page.tsx', () => doorway);
    expect(out).toContain("import { userApi } from '../user/api.ts';");
    expect(out).toContain("import { type UserInfo, useUserInfo as useMe } from '../user/use-user-info.ts';");
    expect(out).toContain("export { userApi as api } from '../user/api.ts';");
    expect(out).toContain("import { x } from './own.ts';");
    expect(out).not.toContain('index.ts');
  });

  it('keeps types alone as a type import, so the file is not loaded for them, and leaves a bare import be', () => {
    const source = ["import type { UserInfo } from '../user/index.ts';", "import '../user/index.ts';"].join('\n');
    const out = throughDoors(source, '/w/src/features/order/page.tsx', () => doorway);
    expect(out).toContain("import type { UserInfo } from '../user/use-user-info.ts';");
    expect(out).toContain("import '../user/index.ts';");
  });

  it('refuses a name the index does not export, and an index that does more than re-export', () => {
    expect(() => throughDoors("import { nope } from '../features/user/index.ts';", '/w/src/app/a.ts', () => doorway)).toThrow(
      /does not export nope/,
    );
    expect(() => readDoorway('/w/src/features/x/index.ts', 'export const load = () => 1;')).toThrow(/only re-exports/);
  });

  it('reads every feature index of the web', () => {
    for (const feature of features) {
      const index = path.join(FEATURES, feature.name, 'index.ts');
      expect(readDoorway(index, readFileSync(index, 'utf8')).size, feature.name).toBeGreaterThan(0);
    }
  });
});
