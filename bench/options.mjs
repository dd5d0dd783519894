// Command-line options of `npm run bench -- …`; `--help` prints them.
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The rates of arrival a missed latency target is asked again at, as fractions of the closed loop's req/s. */
export const PACED_FRACTIONS = [0.25, 0.5, 0.75, 0.9];
export const PACED_WARMUP_MS = 3_000;
/** The app's own default pool size (server/src/platform/db/pool-size.ts): twice the cores, plus one, at most 10. */
const APP_DEFAULT_POOL_SIZE = Math.min(2 * os.availableParallelism() + 1, 10);
/** "25, 50, 75 and 90 %" */
export const fractionsText = (fractions) =>
  `${fractions
    .map((f) => Math.round(f * 100))
    .join(', ')
    .replace(/, (\d+)$/, ' and $1')} %`;

const HELP = `npm run bench -- --database-url postgres://postgres@127.0.0.1:5432/bench [options]
       npm run bench -- ocr   (the licence OCR's accuracy and time instead: bench/ocr.mjs, no database)

  --database-url URL     PostgreSQL database to benchmark (or BENCH_DATABASE_URL); the app migrates it and seeds the
                         demo data if it has none; fill it first with npm run scale-data for the full-scale numbers
  --duration S           measured seconds per scenario (10)
  --warmup S             warm-up seconds per scenario (10: the app's code for a scenario is compiled by V8's
                         optimizing tier only after thousands of calls; with 2 s, placing an order cost 40 % more
                         app CPU than in a warm server)
  --repeat N             measure every scenario N times (1), in N rounds over all of them, and report each by its run
                         of median p95 (report.mjs medianRun), every run listed: one run can land in the machine's
                         slow minutes
  --no-build             use the existing build instead of running npm run build
  --server-entry FILE    the built server (server/dist/main.js)
  --web-dist DIR         the built web app the server serves (web/dist)
  --port N               the app's port (3400); the same build with the catalogue cache off listens on N + 2
                         (3402), the limit server on --limit-port (3401)
  --pool-size N          connections of the app's pool, and of the limit server's (DATABASE_POOL_SIZE, else the app's
                         default: twice the cores plus one, at most 10: ${APP_DEFAULT_POOL_SIZE} here)
  --buyers N             logged-in buyer sessions (50: the checkout's concurrency)
  --buyer-password PW    password of the scale data's buyers (scale_buyer_<n>) (Scale2026)
  --app-node-args=ARGS   extra Node options for the app's processes, space-separated: --app-node-args="--cpu-prof"
                         profiles the app under load (Node refuses --cpu-prof in NODE_OPTIONS)
  --no-paced             skip the runs at fixed rates of arrival (${fractionsText(PACED_FRACTIONS)} of the closed loop's req/s)
                         that follow a scenario whose latency target the closed loop missed
  --only a,b             run only these scenarios (names in bench/scenarios.mjs, or a group of them: receipts, search); the
                         limit endpoint always runs
  --connections N        every scenario (and its limit) with N clients instead of its own: at a load that leaves the
                         machine idle part of the time, the CPU per answer of two builds compares with less noise than
                         at saturation; the report then judges the targets at N clients, so it is for comparisons only
  --out DIR              where the report goes (bench/results)
  --report-name NAME     the report's files: NAME.json and NAME.md (api); a run of some scenarios (--only) kept
                         beside the full report takes a name of its own (api-receipts)`;

export function readOptions(argv = process.argv.slice(2)) {
  const { values } = parseArgs({
    args: argv,
    options: {
      'database-url': { type: 'string', default: process.env.BENCH_DATABASE_URL },
      duration: { type: 'string', default: '10' },
      warmup: { type: 'string', default: '10' },
      repeat: { type: 'string', default: '1' },
      'no-build': { type: 'boolean', default: false },
      'no-paced': { type: 'boolean', default: false },
      'server-entry': { type: 'string', default: path.join(ROOT, 'server/dist/main.js') },
      'web-dist': { type: 'string', default: path.join(ROOT, 'web/dist') },
      port: { type: 'string', default: '3400' },
      'limit-port': { type: 'string', default: '3401' },
      'pool-size': { type: 'string', default: process.env.DATABASE_POOL_SIZE || String(APP_DEFAULT_POOL_SIZE) },
      buyers: { type: 'string', default: '50' },
      'buyer-password': { type: 'string', default: 'Scale2026' },
      'app-node-args': { type: 'string', default: '' },
      only: { type: 'string' },
      connections: { type: 'string' },
      out: { type: 'string', default: path.join(ROOT, 'bench/results') },
      'report-name': { type: 'string', default: 'api' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(HELP);
    process.exit(0);
  }
  if (!values['database-url']?.startsWith('postgres')) {
    console.error(`A PostgreSQL database is needed (--database-url postgres://…).\n\n${HELP}`);
    process.exit(2);
  }
  const seconds = (name) => {
    const value = Number(values[name]);
    if (!(value > 0)) throw new Error(`--${name} must be a positive number of seconds`);
    return value * 1000;
  };
  const positiveInteger = (name, value) => {
    const n = Number(value);
    if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a positive whole number`);
    return n;
  };
  if (!/^[\w-]+$/.test(values['report-name'])) throw new Error('--report-name is letters, digits, - and _ only');
  return {
    databaseUrl: values['database-url'],
    durationMs: seconds('duration'),
    warmupMs: seconds('warmup'),
    repeat: positiveInteger('repeat', values.repeat),
    build: !values['no-build'],
    paced: !values['no-paced'],
    serverEntry: path.resolve(values['server-entry']),
    webDist: path.resolve(values['web-dist']),
    port: Number(values.port),
    limitPort: Number(values['limit-port']),
    poolSize: positiveInteger('pool-size', values['pool-size']),
    buyers: Number(values.buyers),
    buyerPassword: values['buyer-password'],
    appNodeArgs: values['app-node-args'].split(' ').filter(Boolean),
    only: values.only ? values.only.split(',').map((name) => name.trim()) : null,
    connections: values.connections ? positiveInteger('connections', values.connections) : null,
    outDir: path.resolve(values.out),
    reportName: values['report-name'],
    argv,
  };
}
