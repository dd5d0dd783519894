import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // One worker per core: Vitest's default leaves one core out, which on 2 cores ran every file in one process
    // (a worker per core: unit 56 → 35 s, integration on PGlite 344 → 251 s, on PostgreSQL 267 → 188 s).
    maxWorkers: '100%',
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'server/src/**/*.unit.test.ts', 'bench/**/*.unit.test.mjs'],
          environment: 'node',
          // These restore what they change (timers, globals) and keep no state between files: sharing the worker's
          // modules saved re-importing the server's for each file.
          isolate: false,
        },
      },
      {
        test: {
          // Each file a fresh module graph: the web's modules read the browser surface a file stubs as they load.
          name: 'unit-web',
          include: ['web/src/**/*.unit.test.ts', 'web/vite-plugins/**/*.unit.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['server/src/**/*.int.test.ts', 'server/test/**/*.int.test.ts'],
          globalSetup: ['server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          pool: 'forks',
          // Each file builds its own app on its own database copy (test/harness.ts) and module state is kept per
          // app or database, so files need no fresh module graph: re-importing the server (and PGlite's WASM) for
          // every file was 40–50 % of each integration run (PGlite 439 → 253 s, PostgreSQL 386 → 193 s).
          isolate: false,
        },
      },
    ],
  },
});
