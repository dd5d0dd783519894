// Front-end budget (issue 7): the JavaScript each public page really loads — entry, preloads and the lazy chunks
// the route pulls in — measured in Chromium against the production build, gzip-compressed (level 9) and summed.
// Prints a table and writes bench/results/frontend.json; `--check` exits 1 when a page is over its budget
// (bench/frontend-budgets.json) or threw while loading.
// Usage: node scripts/frontend-budget.mjs [--check] [--port N | --base URL]
//   WEB_DIST, SERVER_ENTRY and CHROMIUM_PATH override the build and browser; --base measures a server already running.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { measureInitialJs } from './lib/initial-js.mjs';
import { publicRoutes } from './lib/public-routes.mjs';
import { root, startDist } from './lib/serve-dist.mjs';

const { values: args } = parseArgs({
  options: { check: { type: 'boolean', default: false }, port: { type: 'string' }, base: { type: 'string' } },
});
const budgets = JSON.parse(readFileSync(path.join(root, 'bench/frontend-budgets.json'), 'utf8'));
const KB = 1000;
const budgetOf = (name) => budgets.routes[name] ?? budgets.default;

export const launchChromium = () =>
  chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });

const started = Date.now();
const dist = args.base
  ? { base: args.base, healthy: true, output: () => '', stop: async () => {} }
  : await startDist(args.port ? { port: Number(args.port) } : {});
if (!dist.healthy) {
  console.error(`the production bundle did not start:\n${dist.output()}`);
  await dist.stop();
  process.exit(1);
}
const results = [];
try {
  const browser = await launchChromium();
  try {
    for (const route of await publicRoutes(dist.base)) {
      const measured = await measureInitialJs(browser, dist.base, route);
      const budgetKB = budgetOf(route.name);
      results.push({ ...measured, budgetKB, withinBudget: measured.gzipBytes <= budgetKB * KB && !measured.pageErrors.length });
    }
  } finally {
    await browser.close();
  }
} finally {
  await dist.stop();
}

const kb = (bytes) => (bytes / KB).toFixed(1);
console.table(
  results.map((r) => ({
    route: r.name,
    path: r.path,
    scripts: r.scripts,
    'raw kB': kb(r.bytes),
    'gzip kB': kb(r.gzipBytes),
    'budget kB': r.budgetKB,
    '': r.withinBudget ? 'ok' : 'OVER',
  })),
);
for (const r of results) for (const message of r.pageErrors) console.error(`${r.name}: page error: ${message}`);

const out = path.join(root, 'bench/results/frontend.json');
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(
  out,
  `${JSON.stringify({ measuredAt: new Date().toISOString(), unit: 'bytes; budgets in kB of 1000 bytes', routes: results }, null, 2)}\n`,
);
console.log(`wrote ${path.relative(root, out)} in ${((Date.now() - started) / 1000).toFixed(1)} s`);

const over = results.filter((r) => !r.withinBudget);
if (args.check) {
  console.log(`${results.length - over.length} passed, ${over.length} failed`);
  if (over.length) process.exit(1);
}
