// Measures the JavaScript a browser really loads for a page: every script response until the network is idle,
// lazy route chunks included, each body gzip-compressed at level 9 and summed.
import { gzipSync } from 'node:zlib';

const SETTLE_TIMEOUT_MS = 30_000;

/** Opens `route` in a fresh context (empty cache) and sums its scripts. */
export async function measureInitialJs(browser, base, route) {
  const context = await browser.newContext({ locale: 'zh-CN', serviceWorkers: 'block' });
  const page = await context.newPage();
  const pageErrors = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const responses = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    const contentType = response.headers()['content-type'] ?? '';
    if (type === 'script' || /javascript/.test(contentType)) responses.push(response);
  });
  try {
    await page.goto(`${base}${route.path}`, { waitUntil: 'networkidle', timeout: SETTLE_TIMEOUT_MS });
    if (route.expectText) await page.getByText(route.expectText).first().waitFor({ timeout: SETTLE_TIMEOUT_MS });
    // Whatever the rendered data made the page import (a lazy component, an icon chunk) belongs to it too.
    await page.waitForLoadState('networkidle', { timeout: SETTLE_TIMEOUT_MS });
    const files = [];
    for (const response of responses) {
      const body = await response.body();
      const sizes = await response.request().sizes();
      files.push({
        url: new URL(response.url()).pathname,
        bytes: body.length,
        gzipBytes: gzipSync(body, { level: 9 }).length,
        // What went over the wire: smaller than `bytes` when the server compressed it.
        transferBytes: sizes.responseBodySize,
        encoding: response.headers()['content-encoding'] ?? null,
      });
    }
    files.sort((a, b) => b.gzipBytes - a.gzipBytes);
    const sum = (key) => files.reduce((total, file) => total + file[key], 0);
    return {
      name: route.name,
      path: route.path,
      scripts: files.length,
      bytes: sum('bytes'),
      gzipBytes: sum('gzipBytes'),
      transferBytes: sum('transferBytes'),
      pageErrors,
      files,
    };
  } finally {
    await context.close();
  }
}
