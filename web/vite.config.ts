import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * Dev: `npm run dev -w web` on :5173, /api proxied to the API on :3000.
 * Build: web/dist, served by the API in production (WEB_DIST). Pages are lazy routes; only the
 * framework that every page needs (react, router) gets a chunk of its own so it caches across releases.
 */
export default defineConfig({
  plugins: [react()],
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
        moduleSideEffects: [{ test: /[\\/]packages[\\/]contracts[\\/]/, sideEffects: false }],
      },
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
              priority: 3,
            },
          ],
        },
      },
    },
  },
});
