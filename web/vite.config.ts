import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstLoad } from './vite-plugins/first-load.ts';
import { formContextOnly } from './vite-plugins/form-context-only.ts';
import { precompress } from './vite-plugins/precompress.ts';
import { pureContracts } from './vite-plugins/pure-contracts.ts';

/**
 * Dev: `npm run dev -w web` on :5173, /api proxied to the API on :3000.
 * Build: web/dist, served by the API in production (WEB_DIST). Pages are lazy routes; only the
 * framework that every page needs (react, router) gets a chunk of its own so it caches across releases.
 */
export default defineConfig({
  plugins: [
    react(),
    pureContracts(),
    formContextOnly(),
    // The public pages' lazy route modules, preloaded from index.html when that page is opened.
    firstLoad({
      home: ['src/features/home/HomePage.tsx'],
      search: ['src/features/catalogue/pages/SearchPage.tsx'],
      goodsdetail: ['src/features/catalogue/pages/ProductDetailPage.tsx'],
      shop: ['src/features/shop/public/pages/ShopLayout.tsx', 'src/features/shop/public/pages/ShopMainPage.tsx'],
    }),
    precompress(),
  ],
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
          ],
        },
      },
    },
  },
});
