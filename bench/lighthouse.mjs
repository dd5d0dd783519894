// Lighthouse scores of the public pages, where visitors land first: performance, accessibility, best practices and
// SEO per route, run with Debian's Chromium (headless) against the production build served by the real server,
// next to the JavaScript each page loads (scripts/lib/initial-js.mjs). Not part of CI: numbers for the report.
// Writes bench/results/lighthouse.json and bench/results/frontend.md.
// Usage: node bench/lighthouse.mjs [--mode both|desktop|mobile] [--runs N] [--routes home,shop] [--port N]
//                                  [--dist DIR] [--server FILE] [--base URL] [--out DIR] [--reports]
//                                  [--cpu-slowdown N]
//   Both Lighthouse presets by default: desktop, and mobile (Lighthouse's default: Moto G Power, simulated slow
//   4G and 4× CPU slowdown); each score is the median of N runs (default 3). --dist / --server (or WEB_DIST /
//   SERVER_ENTRY) measure a build kept elsewhere, CHROMIUM_PATH another browser; --base measures a server already
//   running. --out writes the results elsewhere than bench/results (trying a change), --reports adds each page's
//   full Lighthouse report of the last run (lhr-<page>-<mode>.json) to read its audits. --cpu-slowdown replaces the
//   mobile preset's 4× to stand for a slower machine: 4 × (this machine's benchmark index ÷ the slower one's) gives
//   the main-thread time the slower machine gives at 4× (with --mode mobile and --out; the report says so).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromiumPath, launchChromium } from '../scripts/lib/chromium.mjs';
import { measureInitialJs } from '../scripts/lib/initial-js.mjs';
import { publicRoutes } from '../scripts/lib/public-routes.mjs';
import { root, serveDistOrExit } from '../scripts/lib/serve-dist.mjs';

const { values: args } = parseArgs({
  options: {
    mode: { type: 'string', default: 'both' },
    runs: { type: 'string', default: '3' },
    routes: { type: 'string' },
    port: { type: 'string' },
    dist: { type: 'string' },
    server: { type: 'string' },
    base: { type: 'string' },
    out: { type: 'string' },
    reports: { type: 'boolean', default: false },
    'cpu-slowdown': { type: 'string' },
  },
});
const runs = Math.max(1, Number(args.runs));
const modes = args.mode === 'both' ? ['desktop', 'mobile'] : [args.mode];
if (!modes.every((mode) => mode === 'desktop' || mode === 'mobile'))
  throw new Error(`--mode: both, desktop or mobile, not ${args.mode}`);
const cpuSlowdown = args['cpu-slowdown'] === undefined ? undefined : Number(args['cpu-slowdown']);
if (cpuSlowdown !== undefined && !(cpuSlowdown >= 1))
  throw new Error(`--cpu-slowdown: a number ≥ 1, not ${args['cpu-slowdown']}`);
// A slowed run is a try, not the report: it goes with --mode mobile (the only preset it changes) and elsewhere than
// bench/results.
if (cpuSlowdown !== undefined && (args.mode !== 'mobile' || !args.out))
  throw new Error('--cpu-slowdown goes with --mode mobile and --out DIR');
/** Lighthouse's mobile default, with the CPU slowdown given instead of its 4× (settings merge into the default's). */
const mobileConfig =
  cpuSlowdown === undefined
    ? undefined
    : {
        extends: 'lighthouse:default',
        settings: { throttling: { cpuSlowdownMultiplier: cpuSlowdown } },
      };
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = {
  fcpMs: 'first-contentful-paint',
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  speedIndexMs: 'speed-index',
};
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** One Lighthouse run of a page: category scores (0–100), the main metrics, the audits below 0.9 and the report. */
async function audit(url, port, mode) {
  const flags = { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES };
  const { lhr } = await lighthouse(url, flags, mode === 'desktop' ? desktopConfig : mobileConfig);
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]));
  const metrics = Object.fromEntries(Object.entries(METRICS).map(([key, id]) => [key, lhr.audits[id]?.numericValue ?? null]));
  const failing = Object.values(lhr.audits)
    .filter(
      (a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable',
    )
    .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
  const browser = lhr.environment.hostUserAgent.match(/Chrome\/([\d.]+)/)?.[1] ?? 'unknown';
  return {
    scores,
    metrics,
    failing,
    warnings: lhr.runWarnings,
    environment: { browser, benchmarkIndex: lhr.environment.benchmarkIndex },
    lhr,
  };
}

/**
 * What the runs were measured on, beside the machine's CPU: the browser's version, and Lighthouse's CPU benchmark
 * index (the median of the runs'). Home on mobile measured 94 one day and 73 the next on the same machine type, the
 * previous build too: scores compare only with runs alike in these.
 */
const environments = [];

const out = args.out ? path.resolve(args.out) : path.join(root, 'bench/results');
mkdirSync(out, { recursive: true });
const dist = await serveDistOrExit({
  base: args.base,
  port: args.port ? Number(args.port) : 3400 + Math.floor(Math.random() * 200),
  webDist: args.dist,
  serverEntry: args.server,
});
// The machine may be shared: a busy CPU slows the measured main thread, so the report says how busy it was.
const loadBefore = os.loadavg();

const results = [];
try {
  const wanted = args.routes?.split(',');
  const routes = (await publicRoutes(dist.base)).filter((route) => !wanted || wanted.includes(route.name));
  const browser = await launchChromium();
  const sizes = new Map();
  try {
    for (const route of routes) sizes.set(route.name, await measureInitialJs(browser, dist.base, route));
  } finally {
    await browser.close();
  }
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    for (const route of routes) {
      const url = `${dist.base}${route.path}`;
      const js = sizes.get(route.name);
      const lighthouseByMode = {};
      for (const mode of modes) {
        const attempts = [];
        for (let i = 0; i < runs; i++) attempts.push(await audit(url, chrome.port, mode));
        environments.push(...attempts.map((a) => a.environment));
        if (args.reports) writeFileSync(path.join(out, `lhr-${route.name}-${mode}.json`), JSON.stringify(attempts.at(-1).lhr));
        const scores = Object.fromEntries(CATEGORIES.map((id) => [id, median(attempts.map((a) => a.scores[id]))]));
        const metrics = Object.fromEntries(
          Object.keys(METRICS).map((key) => [key, median(attempts.map((a) => a.metrics[key] ?? Number.NaN))]),
        );
        lighthouseByMode[mode] = {
          scores,
          runs: attempts.map((a) => a.scores),
          metrics,
          failingAudits: attempts.at(-1)?.failing ?? [],
          warnings: [...new Set(attempts.flatMap((a) => a.warnings))],
        };
        console.log(`${route.name} (${mode}): ${CATEGORIES.map((id) => `${id} ${scores[id]}`).join(', ')}`);
      }
      results.push({
        name: route.name,
        path: route.path,
        js: { scripts: js.scripts, bytes: js.bytes, gzipBytes: js.gzipBytes, transferBytes: js.transferBytes },
        lighthouse: lighthouseByMode,
      });
    }
  } finally {
    await chrome.kill();
  }
} finally {
  await dist.stop();
}

const budgets = JSON.parse(readFileSync(path.join(root, 'bench/frontend-budgets.json'), 'utf8'));
const loadAverage = [loadBefore[0], os.loadavg()[0]].map((load) => Number(load.toFixed(2)));
/**
 * The Chinese fonts the browser finds (fontconfig), part of what a score compares with: without one, every Chinese
 * character is looked for in every font, and the first layout of a page took 130–180 ms instead of 60–130.
 */
function chineseFonts() {
  const listed = spawnSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' });
  if (listed.status !== 0) return 'unknown';
  const families = [...new Set(listed.stdout.split('\n').flatMap((line) => line.split(',')[0]?.trim() || []))].sort();
  if (families.length === 0) return 'none';
  const simplified = families.find((family) => /\bSC\b/.test(family)) ?? families[0];
  return families.length > 1 ? `${simplified} and ${families.length - 1} more` : simplified;
}

const machine = {
  cpu: os.cpus()[0]?.model ?? 'unknown',
  cores: os.availableParallelism(),
  node: process.version,
  loadAverage,
  browser: environments[0]?.browser ?? 'unknown',
  benchmarkIndex: environments.length > 0 ? Math.round(median(environments.map((e) => e.benchmarkIndex))) : null,
  chineseFonts: chineseFonts(),
};
writeFileSync(
  path.join(out, 'lighthouse.json'),
  `${JSON.stringify({ measuredAt: new Date().toISOString(), modes, runsPerRoute: runs, mobileCpuSlowdown: cpuSlowdown ?? 4, machine, routes: results }, null, 2)}\n`,
);

const kb = (bytes) => (bytes / 1000).toFixed(1);
const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)}` : '-');
const PRESETS = {
  desktop: "Lighthouse's desktop preset (no CPU slowdown, fast network)",
  mobile:
    cpuSlowdown === undefined
      ? "Lighthouse's default, mobile (Moto G Power, simulated slow 4G, 4× CPU slowdown)"
      : `Lighthouse's mobile default (Moto G Power, simulated slow 4G) with a ${cpuSlowdown}× CPU slowdown instead of 4× (--cpu-slowdown: a slower machine)`,
};
const lines = [
  '# Front-end: JavaScript per public page and Lighthouse',
  '',
  `Measured ${new Date().toISOString().slice(0, 10)} on ${machine.cpu} (${machine.cores} cores; 1-minute load average ${loadAverage.join(' at the start, ')} at the end), Node ${machine.node}, Debian's Chromium`,
  `${machine.browser} headless (Lighthouse's CPU benchmark index ${machine.benchmarkIndex ?? '-'}; Chinese fonts: ${machine.chineseFonts}), against the production`,
  'build served by the real server (pre-compressed assets). Scores compare only with runs of the same browser, a like index and',
  'Chinese fonts alike. Reproduce: `npm run build`, then',
  '`node scripts/frontend-budget.mjs` (JavaScript, the CI check with `--check`) and `node bench/lighthouse.mjs` (both).',
  '',
  '## JavaScript each page loads',
  '',
  'Every script the page loads until the network is idle — entry, preloads and the lazy chunks of the route — each body',
  'compressed with gzip level 9 and summed; "transfer" is what went over the wire (the server sends brotli). Target: ≤ 300 kB gzip.',
  '',
  '| page | path | scripts | raw kB | gzip kB | budget kB | transfer kB |',
  '| --- | --- | ---: | ---: | ---: | ---: | ---: |',
  ...results.map(
    (r) =>
      `| ${r.name} | \`${r.path}\` | ${r.js.scripts} | ${kb(r.js.bytes)} | ${kb(r.js.gzipBytes)} | ${budgets.routes[r.name] ?? budgets.default} | ${kb(r.js.transferBytes)} |`,
  ),
  '',
];
for (const mode of modes) {
  lines.push(
    `## Lighthouse, ${mode}`,
    '',
    `${PRESETS[mode]}; each score is the median of ${runs} run(s). Target: performance ≥ 90.`,
    '',
    '| page | performance | accessibility | best practices | SEO | FCP ms | LCP ms | TBT ms | CLS | speed index ms |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...results.map((r) => {
      const { scores, metrics } = r.lighthouse[mode];
      const cls = Number.isFinite(metrics.cls) ? metrics.cls.toFixed(3) : '-';
      return `| ${r.name} | ${scores.performance} | ${scores.accessibility} | ${scores['best-practices']} | ${scores.seo} | ${ms(metrics.fcpMs)} | ${ms(metrics.lcpMs)} | ${ms(metrics.tbtMs)} | ${cls} | ${ms(metrics.speedIndexMs)} |`;
    }),
    '',
    'Audits below 0.9 (last run):',
    '',
    ...results.map((r) => `- ${r.name}: ${r.lighthouse[mode].failingAudits.join(', ') || 'none'}`),
    '',
  );
}
writeFileSync(path.join(out, 'frontend.md'), lines.join('\n'));
console.log(`wrote ${path.relative(root, out) || '.'}/lighthouse.json and frontend.md`);
