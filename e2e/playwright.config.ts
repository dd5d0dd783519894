import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4310);

/** Browser journeys in Debian's Chromium against the real app (built web + API on a fresh embedded database). */
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
    // The trace of a failed attempt keeps every step's DOM, network and console; the screencast is
    // left out: filming every journey cost about a quarter of the suite's time on 2 cores.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
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
    { name: 'en', use: { locale: 'en-US' } },
  ],
  webServer: {
    command: 'npx tsx harness/server.ts',
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { E2E_PORT: String(PORT) },
    stdout: 'pipe',
  },
});
