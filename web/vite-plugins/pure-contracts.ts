import { type ESTree, type Plugin, parseSync } from 'vite';

const CONTRACTS_SOURCE = /[\\/]packages[\\/]contracts[\\/]src[\\/].+\.ts$/;

/** Whether evaluating `node` calls something (the case a bundler must keep unless told it is pure). */
function callsSomething(node: ESTree.Node): boolean {
  return /"type":"(CallExpression|NewExpression|TaggedTemplateExpression)"/.test(JSON.stringify(node));
}

/**
 * The shared contracts are declarations (zod schemas, constants, pure helpers), but a bundler cannot know
 * that `pageQuerySchema.extend({...}).strict()` has no side effect, so every schema of a module the web
 * imports one constant from stayed in the bundle — and zod with it. This wraps each top-level declaration's
 * initialiser in an IIFE annotated pure: a declaration nobody uses is dropped, one that is used runs as before.
 */
export function pureContracts(): Plugin {
  return {
    name: 'hgsc:pure-contracts',
    apply: 'build',
    // After TypeScript is stripped: the code is plain JavaScript.
    enforce: 'post',
    transform(code, id) {
      if (!CONTRACTS_SOURCE.test(id)) return null;
      const { program } = parseSync(id.replace(/\.ts$/, '.js'), code, { lang: 'js', sourceType: 'module' });
      const inits: Array<{ start: number; end: number }> = [];
      for (const statement of program.body) {
        const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
        if (declaration?.type !== 'VariableDeclaration') continue;
        for (const declarator of declaration.declarations) {
          if (declarator.init && callsSomething(declarator.init)) inits.push(declarator.init);
        }
      }
      if (!inits.length) return null;
      let out = code;
      for (const { start, end } of inits.reverse()) {
        out = `${out.slice(0, start)}/* @__PURE__ */ (() => (${out.slice(start, end)}))()${out.slice(end)}`;
      }
      return { code: out, map: null };
    },
  };
}
