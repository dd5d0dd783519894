import type { Plugin } from 'vite';
import { type FirstLoadPage, startFirstLoad } from '../src/app/first-load.ts';
import { earlyCallKey } from '../src/shared/request/early-calls.ts';
import { entryFiles, pageChunks } from './bundle-graph.ts';

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
          for (const [page, modules] of Object.entries(pages) as [FirstLoadPage, string[]][]) {
            const chunks = pageChunks(bundle, root, page, modules, loaded);
            const names = chunks.flatMap((chunk) => [chunk.fileName, ...(chunk.viteMetadata?.importedCss ?? [])]);
            files[page] = [...new Set(names)].map((name) => base + name);
          }
        }
        const script = `<script>(${startFirstLoad})(${JSON.stringify(files)}, ${earlyCallKey});</script>`;
        return html.replace(PLACEHOLDER, script);
      },
    },
  };
}
