import { type ESTree, type Plugin, parseSync } from 'vite';

const CONTRACTS_SOURCE = /[\\/]packages[\\/]contracts[\\/]src[\\/].+\.ts$/;

/** Whether evaluating `node` calls something (the case a bundler must keep unless told it is pure). */
function callsSomething(node: ESTree.Node): boolean {
  // A bigint literal (1n, the scaled decimals' arithmetic) has a bigint value JSON cannot write: as text it calls nothing.
  const text = JSON.stringify(node, (_, value) => (typeof value === 'bigint' ? value.toString() : value));
  return /"type":"(CallExpression|NewExpression|TaggedTemplateExpression)"/.test(text);
}

/** What the web sends a call with: the rest of a route's declaration (its schemas, summary, access rule) is the server's. */
const ROUTE_KEYS_SENT = new Set(['method', 'path', 'idempotent', 'upload']);

function walk(node: unknown, visit: (node: ESTree.Node) => boolean): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit);
    return;
  }
  if ('type' in node && typeof node.type === 'string' && !visit(node as ESTree.Node)) return;
  for (const value of Object.values(node)) if (value && typeof value === 'object') walk(value, visit);
}

/**
 * `defineRoute({...})` as the object the web's `call` reads: method, path, idempotent, upload. The schemas it named are then
 * used by nothing and drop out with the declarations below.
 */
export function keepRoutesSent(code: string, id: string): string {
  if (!code.includes('defineRoute(')) return code;
  const { program } = parseSync(id.replace(/\.ts$/, '.js'), code, { lang: 'js', sourceType: 'module' });
  const routes: Array<{ start: number; end: number; text: string }> = [];
  walk(program, (node) => {
    if (node.type !== 'CallExpression' || node.callee.type !== 'Identifier' || node.callee.name !== 'defineRoute') return true;
    const [declaration] = node.arguments;
    if (declaration?.type !== 'ObjectExpression') throw new Error(`${id}: defineRoute takes an object literal`);
    const kept = declaration.properties.filter(
      (p) => p.type === 'Property' && p.key.type === 'Identifier' && ROUTE_KEYS_SENT.has(p.key.name),
    );
    // In parentheses: an arrow's whole body `(a) => defineRoute({...})` must stay an object, not become a block.
    routes.push({ start: node.start, end: node.end, text: `({ ${kept.map((p) => code.slice(p.start, p.end)).join(', ')} })` });
    return false;
  });
  let out = code;
  for (const { start, end, text } of routes.reverse()) out = `${out.slice(0, start)}${text}${out.slice(end)}`;
  return out;
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
      const sent = keepRoutesSent(code, id);
      const { program } = parseSync(id.replace(/\.ts$/, '.js'), sent, { lang: 'js', sourceType: 'module' });
      const inits: Array<{ start: number; end: number }> = [];
      for (const statement of program.body) {
        const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
        if (declaration?.type !== 'VariableDeclaration') continue;
        for (const declarator of declaration.declarations) {
          if (declarator.init && callsSomething(declarator.init)) inits.push(declarator.init);
        }
      }
      if (!inits.length) return sent === code ? null : { code: sent, map: null };
      let out = sent;
      for (const { start, end } of inits.reverse()) {
        out = `${out.slice(0, start)}/* @__PURE__ */ (() => (${out.slice(start, end)}))()${out.slice(end)}`;
      }
      return { code: out, map: null };
    },
  };
}
