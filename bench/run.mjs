// `npm run bench -- --database-url postgres://…/bench`: API benchmarks of the production build on PostgreSQL
// against the targets in scenarios.mjs. Builds (unless --no-build), starts the app and the limit server in their own
// processes, sets up fixtures, measures the limit endpoint, every scenario and the limit endpoint again, and writes
// bench/results/api.json and api.md. Bounded: warm-up + duration (+ 2 s grace, + the drain) per run, under 5 minutes.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { postmasterOf } from './cpu-use.mjs';
import { APP_NAMES, drainServers } from './drain.mjs';
import { prepareFixtures } from './fixtures.mjs';
import { Caller, round, runLoad } from './load.mjs';
import { PACED_FRACTIONS, PACED_WARMUP_MS, ROOT, readOptions } from './options.mjs';
import { startServer, stopServer } from './processes.mjs';
import { machineOf, medianRun, neededRequestsPerSecond, verdict, writeResults } from './report.mjs';
import { LIMITS, limitOf, SCENARIO_GROUPS, SCENARIOS } from './scenarios.mjs';

// `npm run bench -- ocr`: the licence OCR's accuracy and time instead (bench/ocr.mjs), with no database and no build.
if (process.argv[2] === 'ocr') {
  await import('./ocr.mjs');
  process.exit();
}

const options = readOptions();
const pacedWarmupMs = Math.min(options.warmupMs, PACED_WARMUP_MS);
const startedAt = new Date();
const loadAtStart = round(os.loadavg()[0], 2);
const servers = [];
const db = new pg.Client({ connectionString: options.databaseUrl });

try {
  if (options.build) run('npm', ['run', 'build']);
  const only = options.only?.flatMap((name) => SCENARIO_GROUPS[name] ?? [name]);
  let scenarios = SCENARIOS.filter((s) => !only || only.includes(s.name)).map((s) =>
    options.connections ? { ...s, connections: options.connections } : s,
  );
  if (scenarios.length === 0) throw new Error(`no scenario named ${options.only.join(', ')}`);
  const appOrigin = `http://127.0.0.1:${options.port}`;
  const limitOrigin = `http://127.0.0.1:${options.limitPort}`;
  const logDir = path.join(os.tmpdir(), 'hgsc-bench');
  const app = { ...(await startApp('app', appOrigin, logDir)), origin: appOrigin };
  servers.push(app);
  // The same build with the catalogue cache off: what the database answers when every request misses.
  const uncachedOrigin = `http://127.0.0.1:${options.port + 2}`;
  const uncached = scenarios.some((s) => s.app === 'uncached')
    ? {
        ...(await startApp('uncached', uncachedOrigin, logDir, {
          HOME_CACHE_SECONDS: '0',
          SEARCH_CACHE_SECONDS: '0',
          DETAILS_CACHE_SECONDS: '0',
        })),
        origin: uncachedOrigin,
      }
    : null;
  if (uncached) servers.push(uncached);
  const limitServer = await startServer({
    name: 'limit-server',
    entry: path.join(ROOT, 'bench/limit-server.mjs'),
    cwd: ROOT,
    env: {
      DATABASE_URL: options.databaseUrl,
      DATABASE_POOL_SIZE: String(options.poolSize),
      PORT: String(options.limitPort),
      HOST: '127.0.0.1',
      PGAPPNAME: APP_NAMES.limit,
    },
    readyUrl: `${limitOrigin}/limit/1`,
    logDir,
  });
  servers.push(limitServer);
  await db.connect();
  const postmasterPid = await postmasterOf(db);
  const limitCpuParts = { serverPid: limitServer.child.pid, postmasterPid };

  // Set-up calls are not measured: they may take their time on a cold database.
  const setupCaller = new Caller(appOrigin, 300_000);
  console.log('set-up: search inputs, public products, buyer sessions …');
  const fx = await prepareFixtures({ db, caller: setupCaller, buyerCount: options.buyers, buyerPassword: options.buyerPassword });
  const health = await setupCaller.call({ method: 'GET', path: '/api/health' });
  const machine = await machineOf(db, fx.productCount, health.json?.data?.version ?? 'unknown', fx.receipts?.listed ?? 0);
  console.log(
    `set-up done: ${fx.productCount} products, ${fx.buyers.distinctUsers} distinct buyers, ${fx.detailIds.length} public ids` +
      (fx.receipts ? `, ${fx.receipts.listed} listed receipts` : ''),
  );
  // A scenario whose data the database lacks (the receipt market's without its scale data) is left out, and said so.
  const skipped = scenarios.filter((s) => s.needs && !s.needs(fx));
  if (skipped.length > 0) console.log(`skipped, no data for them here: ${skipped.map((s) => s.name).join(', ')}`);
  scenarios = scenarios.filter((s) => !skipped.includes(s));
  if (scenarios.length === 0) throw new Error('no scenario has its data in this database');

  // Each limit endpoint with each connection count of the scenarios compared with it.
  const limitRuns = [
    ...new Map(
      scenarios.map((s) => [limitKey(limitOf(s), s.connections), { kind: limitOf(s), connections: s.connections }]),
    ).values(),
  ].sort((a, b) => Number(a.kind !== 'query') - Number(b.kind !== 'query') || a.connections - b.connections);
  const limitStart = await measureLimit(limitOrigin, limitCpuParts, fx, limitRuns, 'start');
  const results = [];
  const serverOf = (scenario) => {
    const server = scenario.app === 'uncached' ? uncached : app;
    return { ...server, cpuParts: { serverPid: server.child.pid, postmasterPid } };
  };
  const measure = (scenario, ratePerSecond) =>
    measureScenario(scenario, serverOf(scenario), fx, setupCaller, {
      warmupMs: ratePerSecond ? pacedWarmupMs : options.warmupMs,
      ratePerSecond,
    });
  const runs = new Map(scenarios.map((scenario) => [scenario, []]));
  for (let round = 1; round <= options.repeat; round++) {
    for (const scenario of scenarios) {
      const of = options.repeat > 1 ? ` (round ${round} of ${options.repeat})` : '';
      console.log(`${scenario.name}: ${scenario.connections} connections${of} …`);
      runs.get(scenario).push(await measure(scenario));
    }
  }
  for (const scenario of scenarios) {
    const all = runs.get(scenario);
    results.push({ scenario, result: medianRun(all, scenario.target), runs: all });
  }
  const limitEnd = await measureLimit(limitOrigin, limitCpuParts, fx, limitRuns, 'end');
  // After the closed loops and the limit's last runs, which stay measured back to back as before.
  for (const entry of results) {
    const met = verdict(entry.result, entry.scenario.target, scaleOf(fx)).met;
    entry.paced = options.paced && entry.scenario.target?.kind === 'p95' && !met ? await measurePaced(entry, measure) : [];
  }
  await setupCaller.close();

  const limit = limitRuns.map(({ kind, connections }) => {
    const start = limitStart.get(limitKey(kind, connections));
    const end = limitEnd.get(limitKey(kind, connections));
    const meanRequestsPerSecond = round((start.requestsPerSecond + end.requestsPerSecond) / 2, 1);
    return { kind, endpoint: LIMITS[kind].endpoint, what: LIMITS[kind].what, connections, start, end, meanRequestsPerSecond };
  });
  const limitMean = new Map(limit.map((l) => [limitKey(l.kind, l.connections), l.meanRequestsPerSecond]));
  const report = {
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    command: reproduceCommand(),
    settings: {
      warmupSeconds: options.warmupMs / 1000,
      repeat: options.repeat,
      pacedWarmupSeconds: pacedWarmupMs / 1000,
      pacedFractions: PACED_FRACTIONS,
      durationSeconds: options.durationMs / 1000,
      poolSize: options.poolSize,
      only,
      note: 'the app, the limit server, PostgreSQL and the load generator all run on it',
      loadAverage: { start: loadAtStart, end: round(os.loadavg()[0], 2) },
    },
    machine,
    inputs: fx.search,
    receiptInputs: fx.receipts?.search ?? null,
    buyers: fx.buyers,
    skipped: skipped.map((s) => ({ name: s.name, title: s.title })),
    limit,
    scenarios: results.map(({ scenario, result, runs: all, paced }) => {
      const ratioToLimit = round(result.requestsPerSecond / limitMean.get(limitKey(limitOf(scenario), scenario.connections)), 3);
      const withRatio = { ...result, ratioToLimit };
      return {
        name: scenario.name,
        limit: limitOf(scenario),
        title: scenario.title,
        cache: scenario.app === 'uncached' ? 'off' : 'on',
        input: scenario.describe?.(fx) ?? null,
        target: scenario.target?.text ?? null,
        unmeasuredStep: scenario.unmeasuredStep ?? null,
        neededRequestsPerSecond: scenario.unmeasuredStep ? null : neededRequestsPerSecond(scenario.connections, scenario.target),
        ...withRatio,
        ...verdict(withRatio, scenario.target, scaleOf(fx)),
        ...(all.length > 1
          ? {
              runs: all.map((run) => ({
                requestsPerSecond: run.requestsPerSecond,
                latencyMs: run.latencyMs,
                atLeast: run.atLeast,
                errors: run.errors,
                unfinished: run.unfinished,
                met: verdict(run, scenario.target, scaleOf(fx)).met,
              })),
            }
          : {}),
        ...(paced.length > 0 ? { paced: paced.map((run) => ({ ...run, ...verdict(run, scenario.target, scaleOf(fx)) })) } : {}),
      };
    }),
  };
  writeResults(options.outDir, report, options.reportName);
  console.log(`\nresults: ${path.join(options.outDir, `${options.reportName}.md`)} and ${options.reportName}.json`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await db.end().catch(() => {});
  for (const server of servers.reverse()) await stopServer(server);
}

function run(command, args) {
  console.log(`$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

/**
 * The production build as scripts/start.mjs runs it, on the benchmark database; captcha off for the set-up's logins.
 * Measured once its search index has loaded (GET /health searchIndex): a server in service has long loaded it.
 */
async function startApp(kind, origin, logDir, extraEnv = {}) {
  if (!existsSync(options.serverEntry)) throw new Error(`${options.serverEntry} does not exist: build first (drop --no-build)`);
  const started = await startServer({
    name: kind === 'app' ? 'app' : `app-${kind}`,
    entry: options.serverEntry,
    cwd: path.dirname(options.serverEntry),
    env: {
      NODE_ENV: 'production',
      DATABASE_URL: options.databaseUrl,
      DATABASE_POOL_SIZE: String(options.poolSize),
      PORT: new URL(origin).port,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: path.join(logDir, 'data'),
      ...(existsSync(options.webDist) ? { WEB_DIST: options.webDist } : {}),
      CAPTCHA_ENABLED: 'false',
      // The drawn-page scenarios measure what drawing costs, not the per-second budget that caps it in service.
      WEB_DRAWS_PER_SECOND: '100000',
      // Offers of scale data older than their validity (30–360 days) would be taken off shelf mid-run.
      OFFER_EXPIRY_SWEEP_SECONDS: '86400',
      PGAPPNAME: APP_NAMES[kind],
      ...extraEnv,
    },
    readyUrl: `${origin}/api/health`,
    logDir,
    nodeArgs: options.appNodeArgs,
  });
  await searchIndexLoaded(origin);
  return started;
}

async function searchIndexLoaded(origin) {
  const loadMs = 10 * 60_000;
  const began = Date.now();
  for (;;) {
    const health = await fetch(`${origin}/api/health`).then((res) => res.json());
    const state = health.data?.searchIndex;
    if (state !== 'loading') {
      console.log(`search index ${state ?? 'unknown'} after ${((Date.now() - began) / 1000).toFixed(1)} s`);
      return;
    }
    if (Date.now() - began > loadMs) throw new Error('the search index did not load in 10 minutes');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** The data the targets are stated at: products, and the receipt market's listed receipts. */
function scaleOf(fx) {
  return { products: fx.productCount, listedReceipts: fx.receipts?.listed ?? 0 };
}

function limitKey(kind, connections) {
  return `${kind}:${connections}`;
}

/** Each limit endpoint with each connection count the scenarios compare with it. */
async function measureLimit(origin, cpuParts, fx, runs, when) {
  const measured = new Map();
  for (const { kind, connections } of runs) {
    console.log(`limit ${kind} (${when}): ${connections} connections …`);
    const result = await runLoad({
      origin,
      cpuParts,
      connections,
      warmupMs: options.warmupMs,
      durationMs: options.durationMs,
      step: (client, iteration) => LIMITS[kind].step(fx, client, iteration),
    });
    printResult(`limit ${kind} ${when}`, result);
    measured.set(limitKey(kind, connections), { ...result, ...(await drainServers(db)) });
  }
  return measured;
}

/**
 * One run of a scenario's clients against `server` (a closed loop, or arrivals at `ratePerSecond`): its set-up
 * (`before`, then the tables it churns vacuumed), the load, and the servers drained after it.
 */
async function measureScenario(scenario, server, fx, setupCaller, { warmupMs, ratePerSecond }) {
  if (scenario.before) await scenario.before(fx, setupCaller);
  for (const table of scenario.churns ?? []) await db.query(`VACUUM ${table}`);
  const result = await runLoad({
    origin: server.origin,
    cpuParts: server.cpuParts,
    connections: scenario.connections,
    warmupMs,
    durationMs: options.durationMs,
    ratePerSecond,
    setupClient: scenario.setupClient ? (client) => scenario.setupClient(fx, client, scenario.connections) : undefined,
    step: (client, iteration) => scenario.step(fx, client, iteration),
  });
  printResult(ratePerSecond ? `${scenario.name} at ${result.offeredPerSecond} req/s` : scenario.name, result);
  return { ...result, ...(await drainServers(db)) };
}

/**
 * A latency target the closed loop missed, asked again at fixed rates of arrival below the saturation it measured
 * (PACED_FRACTIONS of its req/s): how far the target holds when the same clients send at their own pace. The server
 * is warm from the closed runs, so a shorter warm-up (PACED_WARMUP_MS) settles the schedule.
 */
async function measurePaced({ scenario, result: closed }, measure) {
  const runs = [];
  for (const fraction of PACED_FRACTIONS) {
    const ratePerSecond = round(closed.requestsPerSecond * fraction, 1);
    if (!(ratePerSecond > 0)) continue;
    console.log(`${scenario.name}: ${scenario.connections} connections at ${ratePerSecond} req/s …`);
    runs.push({ fraction, ...(await measure(scenario, ratePerSecond)) });
  }
  return runs;
}

function printResult(name, r) {
  const { p50, p95, p99 } = r.latencyMs;
  const bound = r.atLeast.length > 0 ? ` (${r.atLeast.join(', ')}: at least)` : '';
  console.log(
    `  ${name}: ${r.requestsPerSecond} req/s, p50 ${p50} p95 ${p95} p99 ${p99} ms${bound}, ${r.errors} errors, ${r.unfinished} unfinished`,
  );
}

function reproduceCommand() {
  const args = options.argv.map((arg) => (/^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replaceAll("'", "'\\''")}'`));
  return `npm run bench -- ${args.join(' ')}`;
}
