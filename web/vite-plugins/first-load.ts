import path from 'node:path';
import type { Plugin } from 'vite';
import { type FirstLoadPage, startFirstLoad } from '../src/app/first-load.ts';
import { earlyCallKey } from '../src/shared/request/early-calls.ts';
import { chunkOfModule, chunksLoadedWith, entryFiles } from './bundle-graph.ts';

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
            const pageFiles = new Set<string>();
            for (const module of modules) {
              const chunk = chunkOfModule(bundle, path.resolve(root, module));
              if (!chunk) throw new Error(`first-load: ${module} (${page}) is not in the build`);
              for (const needed of chunksLoadedWith(chunk, bundle, loaded)) {
                pageFiles.add(base + needed.fileName);
                for (const css of needed.viteMetadata?.importedCss ?? []) pageFiles.add(base + css);
              }
            }
            files[page] = [...pageFiles];
          }
        }
        const script = `<script>(${startFirstLoad})(${JSON.stringify(files)}, ${earlyCallKey});</script>`;
        return html.replace(PLACEHOLDER, script);
      },
    },
  };
}
