import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import type { CodeSplittingGroup } from 'rolldown';
import { defineConfig, type UserConfig } from 'vite';
import { featureDoors } from './vite-plugins/feature-doors.ts';
import { firstLoad } from './vite-plugins/first-load.ts';
import { formContextOnly } from './vite-plugins/form-context-only.ts';
import { noUniqueTooltip } from './vite-plugins/no-unique-tooltip.ts';
import { precompress } from './vite-plugins/precompress.ts';
import { publicModulesOf, publicPageChunks } from './vite-plugins/public-page-chunks.ts';
import { pureContracts } from './vite-plugins/pure-contracts.ts';

/** The public pages' lazy route modules (paths under web/): preloaded from index.html, chunked together. */
const PUBLIC_PAGES = {
  home: ['src/features/home/HomePage.tsx'],
  search: ['src/features/catalogue/pages/SearchPage.tsx'],
  goodsdetail: ['src/features/catalogue/pages/ProductDetailPage.tsx'],
  shop: ['src/features/storefront/pages/ShopLayout.tsx', 'src/features/storefront/pages/ShopMainPage.tsx'],
};

/**
 * Dev: `npm run dev -w web` on :5173, /api proxied to the API on :3000.
 * Build: web/dist, served by the API in production (WEB_DIST). Pages are lazy routes; only the
 * framework that every page needs (react, router) gets a chunk of its own so it caches across releases.
 * A build runs the bundler twice: the first run (not written) tells which modules each public page loads, the
 * second puts them in few files (vite-plugins/public-page-chunks.ts).
 */
export default defineConfig(async ({ command, isSsrBuild }) => {
  if (command !== 'build') return config([], 'serve');
  if (isSsrBuild) return serverRenderConfig();
  const pagesOf = await publicModulesOf(config([], 'survey'), PUBLIC_PAGES);
  return config([publicPageChunks(pagesOf)], 'build');
});

/**
 * React Router 7 names only its development build in its exports (remix-run/react-router#12532, #14753): a
 * production bundle got its warnings and checks, run on every render and navigation. Builds take its production
 * build; `npm run dev` and the tests keep the warnings.
 */
const routerDist = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);
const productionRouter = [
  { find: /^react-router$/, replacement: path.join(routerDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(routerDist, 'dom-export.mjs') },
];

/**
 * `vite build --ssr`: the public pages' server side (src/app/server-render.tsx) into dist-ssr, one file for
 * Node with every package inside it (antd's ES modules do not load in Node's own loader). Run by `npm run build`
 * after the browser's build.
 */
function serverRenderConfig(): UserConfig {
  return {
    root: import.meta.dirname,
    plugins: [featureDoors(), react(), pureContracts(), formContextOnly(), noUniqueTooltip()],
    resolve: { alias: productionRouter },
    ssr: { noExternal: true, target: 'node' },
    // React's and the libraries' production builds, as in the browser: NODE_ENV is not set where the server runs.
    define: { 'process.env.NODE_ENV': JSON.stringify(process.env.NODE_ENV ?? 'production') },
    build: {
      ssr: 'src/app/server-render.tsx',
      outDir: 'dist-ssr',
      emptyOutDir: true,
      copyPublicDir: false,
      target: 'node20',
      minify: true,
      rolldownOptions: { output: { codeSplitting: false } },
    },
  };
}

/** `survey`: the first build run, without the plugins that write files or index.html. */
function config(groups: CodeSplittingGroup[], run: 'serve' | 'survey' | 'build'): UserConfig {
  return {
    root: import.meta.dirname,
    plugins: [
      featureDoors(),
      react(),
      pureContracts(),
      formContextOnly(),
      noUniqueTooltip(),
      ...(run === 'survey' ? [] : [firstLoad(PUBLIC_PAGES), precompress()]),
    ],
    resolve: { alias: run === 'serve' ? [] : productionRouter },
    server: {
      port: 5173,
      strictPort: true,
      proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
    },
    preview: {
      port: 4173,
      strictPort: true,
      proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      target: 'es2022',
      chunkSizeWarningLimit: 900,
      rolldownOptions: {
        // The contracts package is plain declarations: what a page does not use (zod schemas) is dropped.
        treeshake: {
          manualPureFunctions: ['z'],
          moduleSideEffects: [
            { test: /[\\/]packages[\\/]contracts[\\/]/, sideEffects: false },
            // antd's building blocks are plain modules but do not say so: declared, the parts of their indexes a
            // page does not use drop out (1.3 kB gzip off every page; rc-form is vite-plugins/form-context-only.ts).
            { test: /[\\/]node_modules[\\/]@rc-component[\\/]/, sideEffects: false },
          ],
        },
        output: {
          codeSplitting: {
            groups: [
              {
                name: 'react',
                test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
                priority: 3,
              },
              {
                // Everything the entry imports statically (antd's core, i18n, the layouts) in one file: left to
                // itself the bundler cuts it into ~70 small chunks shared with lazy pages, and each compresses
                // worse alone. Lazy pages keep their own chunks.
                name: 'app',
                tags: ['$initial'],
                priority: 2,
              },
              ...groups,
            ],
          },
        },
      },
    },
  };
}
