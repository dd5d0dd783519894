import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4310);

/** Browser journeys in Debian's Chromium against the real app (built web + API on a fresh database: harness/server.ts). */
export default defineConfig({
  testDir: './tests',
  // Journeys are long (many pages, captchas, two browsers) and share 2 cores with the server.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  // One retry everywhere: a journey that passes only on its retry is reported as flaky (see the summary), not hidden.
  retries: 1,
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A step that cannot happen (an element that never comes) fails within a minute and goes to its
    // retry, instead of holding a worker until the journey's timeout.
    actionTimeout: 60_000,
    // A journey that fails is run again with its trace: every step's DOM, network and console. Tracing every
    // first attempt cost its test process a fifth more CPU on 2 cores, for traces thrown away when it passed;
    // the screencast is left out: filming every journey cost about a quarter of the suite's time.
    trace: { mode: 'on-first-retry', screenshots: false },
    screenshot: 'only-on-failure',
    // As for a person who asks for less motion (antd then draws without animating: web/src/shared/reduced-motion.ts):
    // on 2 cores, animated dialogs and menus cost the journeys about a sixth of their time.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'zh', use: { locale: 'zh-CN' } },
    {
      name: 'en',
      use: { locale: 'en-US' },
      // Every journey runs in Chinese. In English run those whose screens or results change with the language:
      // account messages, English category names, the deal, the drawn pages, uploads, sharing.
      // The rest differ only in labels, which the compiler holds complete (Record<MessageKey, string>); running them
      // again cost a third of the suite on 2 cores.
      testIgnore: [
        'company.spec.ts',
        'contract-chain.spec.ts',
        'contract-link.spec.ts',
        'contract-files.spec.ts',
        // The English contract's page and PDF are English whatever the interface's language; its Chinese run holds them.
        'english-contract.spec.ts',
        'order-tools.spec.ts',
        // Motion does not depend on the language.
        'reduced-motion.spec.ts',
      ],
    },
  ],
  webServer: {
    // E2E_SERVER_COMMAND: the same harness under other flags (a CPU profile: `node --cpu-prof --import tsx harness/server.ts`).
    command: process.env.E2E_SERVER_COMMAND ?? 'npx tsx harness/server.ts',
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { E2E_PORT: String(PORT) },
    stdout: 'pipe',
    // SIGTERM lets the harness drop its PostgreSQL database; the default SIGKILL would leave it behind.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
