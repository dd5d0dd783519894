import type { Plugin, Rollup } from 'vite';
import { type FirstLoadPage, startFirstLoad } from '../src/app/first-load.ts';
import { earlyCallKey } from '../src/shared/request/early-calls.ts';
import { chunksOf, entryFiles, pageChunks } from './bundle-graph.ts';

/** The files of each public page, as the first-load script has them, for the server (beside index.html). */
export const FIRST_LOAD_FILES = 'first-load.json';

/** Where index.html takes the first-load script. */
const PLACEHOLDER = '<!-- first-load -->';

/**
 * Puts the first-load script (src/app/first-load.ts) into index.html, with the files of each public page's
 * lazy modules (`pages`: page → module paths under web/) as the build named them. A page module missing from
 * the build fails it: its files would silently stop being preloaded.
 */
export function firstLoad(pages: Record<FirstLoadPage, string[]>): Plugin {
  let root = '';
  let base = '/';
  const filesOf = (bundle: Rollup.OutputBundle) => {
    const files: Partial<Record<FirstLoadPage, string[]>> = {};
    const loaded = entryFiles(bundle);
    for (const [page, modules] of Object.entries(pages) as [FirstLoadPage, string[]][]) {
      const chunks = pageChunks(bundle, root, page, modules, loaded);
      const names = chunks.flatMap((chunk) => [chunk.fileName, ...(chunk.viteMetadata?.importedCss ?? [])]);
      files[page] = [...new Set(names)].map((name) => base + name);
    }
    return files;
  };
  /** The entry's file first, then the files it imports. */
  const appFilesOf = (bundle: Rollup.OutputBundle) => {
    const entry = chunksOf(bundle).find((chunk) => chunk.isEntry);
    if (!entry) throw new Error('the build has no entry chunk');
    const imported = [...entryFiles(bundle)].filter((file) => file !== entry.fileName);
    return [entry.fileName, ...imported].map((name) => base + name);
  };
  return {
    name: 'hgsc:first-load',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    generateBundle(_options, bundle) {
      // For the server, which links the CSS of a page it draws itself (server/src/platform/web/server-pages.ts).
      this.emitFile({ type: 'asset', fileName: FIRST_LOAD_FILES, source: JSON.stringify(filesOf(bundle)) });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!html.includes(PLACEHOLDER)) throw new Error(`index.html has no ${PLACEHOLDER}`);
        const files = context.bundle ? filesOf(context.bundle) : {};
        const app = context.bundle ? appFilesOf(context.bundle) : [];
        const script = `<script>(${startFirstLoad})(${JSON.stringify(files)}, ${earlyCallKey}, ${JSON.stringify(app)});</script>`;
        return html.replace(PLACEHOLDER, script);
      },
    },
  };
}
