// Front-end budget, so the public pages a visitor lands on stay quick to load: the JavaScript each public page really
// loads — entry, preloads and the lazy chunks the route pulls in — measured in Chromium against the production build,
// gzip-compressed (level 9) and summed.
// Prints a table and writes bench/results/frontend.json (or --out FILE); `--check` exits 1 when a page is over its
// budget (bench/frontend-budgets.json: gzip kB, and the number of script files) or threw while loading. `npm test`
// writes its report beside the other tiers' (--out), so a test run leaves the committed figures as they were.
// Usage: node scripts/frontend-budget.mjs [--check] [--out FILE] [--port N] [--dist DIR] [--server FILE] [--base URL]
//   --dist / --server (or WEB_DIST / SERVER_ENTRY) measure a build kept elsewhere, CHROMIUM_PATH another browser;
//   --base measures a server already running.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { launchChromium } from './lib/chromium.mjs';
import { measureInitialJs } from './lib/initial-js.mjs';
import { publicRoutes } from './lib/public-routes.mjs';
import { root, serveDistOrExit } from './lib/serve-dist.mjs';

const { values: args } = parseArgs({
  options: {
    check: { type: 'boolean', default: false },
    out: { type: 'string' },
    port: { type: 'string' },
    dist: { type: 'string' },
    server: { type: 'string' },
    base: { type: 'string' },
  },
});
const budgets = JSON.parse(readFileSync(path.join(root, 'bench/frontend-budgets.json'), 'utf8'));
const KB = 1000;
const budgetOf = (name) => budgets.routes[name] ?? budgets.default;

const started = Date.now();
const dist = await serveDistOrExit({
  base: args.base,
  port: args.port ? Number(args.port) : undefined,
  webDist: args.dist,
  serverEntry: args.server,
});
const results = [];
try {
  const browser = await launchChromium();
  try {
    for (const route of await publicRoutes(dist.base)) {
      const measured = await measureInitialJs(browser, dist.base, route);
      const budgetKB = budgetOf(route.name);
      const withinBudget =
        measured.gzipBytes <= budgetKB * KB && measured.scripts <= budgets.maxScripts && !measured.pageErrors.length;
      results.push({ ...measured, budgetKB, maxScripts: budgets.maxScripts, withinBudget });
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
    'most scripts': r.maxScripts,
    'raw kB': kb(r.bytes),
    'gzip kB': kb(r.gzipBytes),
    'budget kB': r.budgetKB,
    '': r.withinBudget ? 'ok' : 'OVER',
  })),
);
for (const r of results) for (const message of r.pageErrors) console.error(`${r.name}: page error: ${message}`);

const out = path.resolve(args.out ?? path.join(root, 'bench/results/frontend.json'));
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
