import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type ESTree, type Plugin, parseSync } from 'vite';

/** A feature's one door: `web/src/features/<name>/index.ts` (the Biome rule in biome.json lets nothing else in). */
const FEATURE_INDEX = /[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/;

/** Exported name → the file that defines it and its name there. */
type Doorway = Map<string, { file: string; name: string }>;

const nameOf = (node: ESTree.IdentifierName | ESTree.IdentifierReference | ESTree.StringLiteral) =>
  node.type === 'Literal' ? String(node.value) : node.name;

/** What an index exports, and from where. An index holds re-exports and nothing else: anything else is refused. */
export function readDoorway(indexFile: string, code: string): Doorway {
  const { program } = parseSync(indexFile, code, { lang: 'ts', sourceType: 'module' });
  const doorway: Doorway = new Map();
  for (const statement of program.body) {
    if (statement.type !== 'ExportNamedDeclaration' || !statement.source || statement.declaration) {
      throw new Error(`${indexFile}: a feature's index only re-exports (export { … } from './file.ts')`);
    }
    const file = path.resolve(path.dirname(indexFile), statement.source.value);
    for (const specifier of statement.specifiers) {
      doorway.set(nameOf(specifier.exported), { file, name: nameOf(specifier.local) });
    }
  }
  return doorway;
}

const specifierPath = (from: string, file: string) => {
  const relative = path.relative(path.dirname(from), file).split(path.sep).join('/');
  return relative.startsWith('.') ? relative : `./${relative}`;
};

/**
 * `import { a, b as c } from '../other/index.ts'` as imports from the files that define `a` and `b`.
 * `doorwayOf` reads an index by its path.
 */
export function throughDoors(code: string, id: string, doorwayOf: (indexFile: string) => Doorway): string | null {
  if (!code.includes('/index.ts')) return null;
  const { program } = parseSync(id, code, { lang: id.endsWith('x') ? 'tsx' : 'ts', sourceType: 'module' });
  const edits: Array<{ start: number; end: number; text: string }> = [];
  for (const statement of program.body) {
    const reexport = statement.type === 'ExportNamedDeclaration' && statement.source;
    if (statement.type !== 'ImportDeclaration' && !reexport) continue;
    const source = (statement as ESTree.ImportDeclaration | ESTree.ExportNamedDeclaration).source!;
    const indexFile = path.resolve(path.dirname(id), source.value);
    if (!FEATURE_INDEX.test(indexFile) || !source.value.startsWith('.')) continue;
    // `import '../x/index.ts'` names nothing to send anywhere: it is left as it is.
    if (statement.specifiers.length === 0) continue;
    const doorway = doorwayOf(indexFile);
    const byFile = new Map<string, Array<{ text: string; typeOnly: boolean }>>();
    const wholeType = statement.type === 'ImportDeclaration' ? statement.importKind === 'type' : statement.exportKind === 'type';
    for (const specifier of statement.specifiers) {
      if (specifier.type !== 'ImportSpecifier' && specifier.type !== 'ExportSpecifier') {
        throw new Error(`${id}: ${source.value} is imported by name, not as a default or a namespace`);
      }
      const asked = specifier.type === 'ImportSpecifier' ? nameOf(specifier.imported) : nameOf(specifier.local);
      const given = specifier.type === 'ImportSpecifier' ? specifier.local.name : nameOf(specifier.exported);
      const origin = doorway.get(asked);
      if (!origin) throw new Error(`${id}: ${source.value} does not export ${asked}`);
      const typeOnly =
        wholeType || (specifier.type === 'ImportSpecifier' ? specifier.importKind : specifier.exportKind) === 'type';
      const names = byFile.get(origin.file) ?? [];
      names.push({ text: origin.name === given ? given : `${origin.name} as ${given}`, typeOnly });
      byFile.set(origin.file, names);
    }
    const keyword = reexport ? 'export' : 'import';
    // Types alone from a file are `import type`: with verbatimModuleSyntax, `import { type A }` still loads the file.
    const text = [...byFile]
      .map(([file, names]) => {
        const allTypes = names.every((name) => name.typeOnly);
        const list = names.map((name) => (name.typeOnly && !allTypes ? `type ${name.text}` : name.text)).join(', ');
        return `${keyword}${allTypes ? ' type' : ''} { ${list} } from '${specifierPath(id, file)}';`;
      })
      .join('\n');
    edits.push({ start: statement.start, end: statement.end, text });
  }
  if (!edits.length) return null;
  let out = code;
  for (const { start, end, text } of edits.reverse()) out = `${out.slice(0, start)}${text}${out.slice(end)}`;
  return out;
}

/**
 * Features reach each other only through their index (biome.json), but an index is one module: the bundler
 * counted every file it re-exports as loaded by whoever imports it, so the first page's script took the forms
 * of pages opened later (+250 kB gzip). Built, an import through an index goes straight to the file that
 * defines the name, and each page loads what it did before the indexes.
 */
export function featureDoors(): Plugin {
  const doorways = new Map<string, Doorway>();
  return {
    name: 'hgsc:feature-doors',
    apply: 'build',
    enforce: 'pre',
    // An index edited while `vite build --watch` runs is read again.
    watchChange(id) {
      doorways.delete(id);
    },
    transform(code, id) {
      if (!/[\\/]web[\\/]src[\\/].+\.tsx?$/.test(id) || id.includes('node_modules')) return null;
      const out = throughDoors(code, id, (indexFile) => {
        let doorway = doorways.get(indexFile);
        if (!doorway) {
          doorway = readDoorway(indexFile, readFileSync(indexFile, 'utf8'));
          doorways.set(indexFile, doorway);
        }
        return doorway;
      });
      return out === null ? null : { code: out, map: null };
    },
  };
}
