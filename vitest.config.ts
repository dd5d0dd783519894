import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'server/src/**/*.unit.test.ts', 'web/src/**/*.unit.test.ts'],
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
