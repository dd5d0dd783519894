import path from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { type FirstLoadPage, startFirstLoad } from '../src/app/first-load.ts';
import { earlyCallKey } from '../src/shared/request/early-calls.ts';

/** Where index.html takes the first-load script. */
const PLACEHOLDER = '<!-- first-load -->';

/** The files a lazy module needs beyond what the entry already loaded: its chunk, the chunks it imports, their CSS. */
function filesOf(chunk: Rollup.OutputChunk, bundle: Rollup.OutputBundle, loaded: Set<string>, base: string): string[] {
  const files = new Set<string>();
  const visit = (file: string) => {
    const next = bundle[file];
    if (loaded.has(file) || files.has(base + file) || next?.type !== 'chunk') return;
    files.add(base + file);
    for (const css of next.viteMetadata?.importedCss ?? []) files.add(base + css);
    next.imports.forEach(visit);
  };
  visit(chunk.fileName);
  return [...files];
}

/** The entry's chunk and everything it imports statically: what index.html loads anyway. */
function entryFiles(bundle: Rollup.OutputBundle): Set<string> {
  const loaded = new Set<string>();
  const visit = (file: string) => {
    const chunk = bundle[file];
    if (loaded.has(file) || chunk?.type !== 'chunk') return;
    loaded.add(file);
    chunk.imports.forEach(visit);
  };
  for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk' && chunk.isEntry) visit(chunk.fileName);
  return loaded;
}

/**
 * Puts the first-load script (src/app/first-load.ts) into index.html, with the files of each public page's
 * lazy modules (`pages`: page → module paths under web/) as the build named them. A page module that is no
 * longer a chunk of its own fails the build: its files would silently stop being preloaded.
 */
export function firstLoad(pages: Record<FirstLoadPage, string[]>): Plugin {
  let root = '';
  let base = '/';
  return {
    name: 'hgsc:first-load',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!html.includes(PLACEHOLDER)) throw new Error(`index.html has no ${PLACEHOLDER}`);
        const files: Partial<Record<FirstLoadPage, string[]>> = {};
        const { bundle } = context;
        if (bundle) {
          const loaded = entryFiles(bundle);
          const chunks = Object.values(bundle).filter((chunk): chunk is Rollup.OutputChunk => chunk.type === 'chunk');
          for (const [page, modules] of Object.entries(pages) as [FirstLoadPage, string[]][]) {
            files[page] = [
              ...new Set(
                modules.flatMap((module) => {
                  const id = path.resolve(root, module);
                  const chunk = chunks.find((candidate) => candidate.facadeModuleId === id);
                  if (!chunk) throw new Error(`first-load: ${module} (${page}) is not a chunk of the build`);
                  return filesOf(chunk, bundle, loaded, base);
                }),
              ),
            ];
          }
        }
        const script = `<script>(${startFirstLoad})(${JSON.stringify(files)}, ${earlyCallKey});</script>`;
        return html.replace(PLACEHOLDER, script);
      },
    },
  };
}
