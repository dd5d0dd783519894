import type { CodeSplittingGroup } from 'rolldown';
import { build, type Rollup, type UserConfig } from 'vite';
import { type Bundle, entryFiles, pageChunks } from './bundle-graph.ts';

/** Public page → its lazy route modules (paths under the web root), as for first-load.ts. */
export type PublicPages = Record<string, string[]>;

/**
 * Module id → the public pages that load it, read off a first build with the bundler's own chunking (not
 * written). Only a build knows: a page reaches the whole of antd through its index, but loads only what it uses.
 */
export async function publicModulesOf(config: UserConfig, pages: PublicPages): Promise<Map<string, string[]>> {
  const root = config.root ?? process.cwd();
  const output = (await build({
    ...config,
    configFile: false,
    logLevel: 'warn',
    build: { ...config.build, write: false, emptyOutDir: false },
  })) as Rollup.RollupOutput;
  const bundle: Bundle = Object.fromEntries(output.output.map((file) => [file.fileName, file]));
  const loaded = entryFiles(bundle);
  const pagesOf = new Map<string, string[]>();
  for (const [page, modules] of Object.entries(pages)) {
    const moduleIds = new Set(pageChunks(bundle, root, page, modules, loaded).flatMap((chunk) => chunk.moduleIds));
    for (const id of moduleIds) pagesOf.set(id, [...(pagesOf.get(id) ?? []), page]);
  }
  return pagesOf;
}

/**
 * The public pages' code in few files. Left to itself the bundler cuts a lazy page into one chunk per set of
 * lazy pages (of ~120) sharing a module: the home page loaded 34 scripts, most of them one antd part or one icon,
 * and on a phone each costs a round trip, six at a time. Here each module a public page loads goes into the chunk
 * of exactly the public pages loading it ("public-home-search", …), whatever other pages use it: a public page
 * still loads only its own code, in a handful of files. Other pages take those chunks like any shared chunk.
 */
export function publicPageChunks(pagesOf: Map<string, string[]>): CodeSplittingGroup {
  return {
    debugName: 'public pages',
    name: (id) => {
      const pages = pagesOf.get(id);
      return pages ? `public-${pages.join('-')}` : null;
    },
    // A captured module's static imports are captured too (by the chunk of the same pages or of more pages).
    includeDependenciesRecursively: false,
    priority: 1,
  };
}
