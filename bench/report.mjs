// The results: bench/results/api.json (everything) and bench/results/api.md (the table the README links).
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GRACE_MS, round } from './load.mjs';
import { fractionsText } from './options.mjs';

const FULL_SCALE_PRODUCTS = 1_000_000;
const FULL_SCALE_LISTED_RECEIPTS = 100_000;

/** The machine and the data the numbers were measured on. */
export async function machineOf(db, productCount, appVersion, listedReceipts = 0) {
  const count = async (table) => (await db.query(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n;
  return {
    cpu: os.cpus()[0]?.model ?? 'unknown',
    cores: os.availableParallelism(),
    memoryGiB: round(os.totalmem() / 2 ** 30, 1),
    os: `${os.type()} ${os.release()}`,
    node: process.version,
    postgres: (await db.query('SHOW server_version')).rows[0].server_version,
    autovacuum: (await db.query('SHOW autovacuum')).rows[0].autovacuum,
    products: productCount,
    companies: await count('companies'),
    orders: await count('orders'),
    listedReceipts,
    appVersion,
  };
}

/**
 * Whether a scenario met its target; null without one. The search targets are defined at full scale only: a million
 * products for the catalogue's, 100,000 listed receipts for the receipt market's (`scale`: { products, listedReceipts }).
 */
export function verdict(result, target, scale) {
  if (!target) return { met: null, note: null };
  const met =
    target.kind === 'p95'
      ? clean(result) && result.latencyMs.p95 !== null && result.latencyMs.p95 <= target.ms
      : clean(result) && result.ratioToLimit !== null && result.ratioToLimit >= target.ratio;
  if (target.text.includes('1,000,000') && scale.products < FULL_SCALE_PRODUCTS)
    return { met, note: `measured at ${scale.products.toLocaleString('en')} products` };
  if (target.text.includes('listed receipts') && scale.listedReceipts < FULL_SCALE_LISTED_RECEIPTS)
    return { met, note: `measured at ${scale.listedReceipts.toLocaleString('en')} listed receipts` };
  return { met, note: null };
}

/**
 * The run a scenario measured several times (--repeat) is reported by: for a latency target the run of median p95, else
 * the run of median req/s (of an even number, the worse of the middle two); a run with errors or unfinished requests
 * ranks worst. The machine's speed moves by half within minutes, so one run can land in its slow minutes or its fast
 * ones; rounds spread over the benchmark and their median give its usual speed. Every run is in the report.
 */
export function medianRun(runs, target) {
  const worseFirst = (run) =>
    !clean(run)
      ? Number.POSITIVE_INFINITY
      : target?.kind === 'p95'
        ? (run.latencyMs.p95 ?? Number.POSITIVE_INFINITY)
        : -run.requestsPerSecond;
  const ranked = [...runs].sort((a, b) => worseFirst(a) - worseFirst(b));
  return ranked[Math.floor(ranked.length / 2)];
}

/**
 * The throughput a p95 target asks of a closed loop: `connections` clients that send again as soon as they are
 * answered keep that many requests in flight, so by Little's law a mean latency of `target.ms` needs
 * connections ÷ target requests a second; a p95 at the target needs more. Null for other targets, and not asked of a
 * scenario whose cycle begins with an unmeasured call (its requests are in flight for part of the cycle only).
 */
export const neededRequestsPerSecond = (connections, target) =>
  target?.kind === 'p95' ? Math.ceil((connections * 1000) / target.ms) : null;

/** Writes `name`.json (everything) and `name`.md (the tables) into `outDir`. */
export function writeResults(outDir, report, name = 'api') {
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, `${name}.json`), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(path.join(outDir, `${name}.md`), markdown(report));
}

const clean = (result) => result.errors === 0 && result.unfinished === 0;

/** A latency cell; ≥ marks a lower bound (unfinished requests reach it). */
const ms = (result, name) => {
  const value = result.latencyMs[name];
  if (value === null) return '—';
  return `${result.atLeast.includes(name) ? '≥ ' : ''}${value.toFixed(1)}`;
};
const errorsCell = (result) =>
  result.unfinished > 0 ? `${result.errors} + ${result.unfinished} unfinished` : `${result.errors}`;
const ratioCell = (s) =>
  s.ratioToLimit === null ? '—' : `${Math.round(s.ratioToLimit * 100)}%${s.limit === 'checkout' ? ' (checkout)' : ''}`;
const yesNo = (met) => (met === null ? '—' : met ? 'yes' : '**no**');
/** Whether a run met its target, with the verdict's note (a search target judged below its scale). */
const metCell = (run) => (run.note ? `${yesNo(run.met)} (${run.note})` : yesNo(run.met));

/** What the scenario's own limit endpoint reaches, when it is not the plain query's: the ceiling for its statements. */
function limitReach(s, limit) {
  const own = limit.find((l) => l.kind === s.limit && l.connections === s.connections);
  if (!own || own.kind === 'query') return '';
  return `; the ${own.kind} limit itself reaches ${own.meanRequestsPerSecond} (${own.endpoint})`;
}

/**
 * CPU milliseconds per answer of each run (cpu-use.mjs), the limits' beside the scenarios': where a throughput's
 * bound lies, the machine's cores being shared by all four parts. Empty when nothing was read (not Linux).
 */
function cpuTable({ machine, limit, scenarios }) {
  const runs = [
    ...scenarios.map((s) => ({ title: s.title, result: s })),
    ...limit.flatMap((l) =>
      ['start', 'end'].map((when) => ({ title: `${l.endpoint}, ${l.connections} connections, at the ${when}`, result: l[when] })),
    ),
  ].filter((run) => run.result.cpu);
  if (runs.length === 0) return [];
  const cell = (value) => (value === null ? '—' : value.toFixed(3));
  return [
    '',
    'CPU per answer (ms), read from /proc over each measured window: the server under load (the app, or the limit server',
    'for a limit run), the benchmark database’s PostgreSQL (postmaster, backends and workers, those that ended included),',
    'the load generator, and the rest of the machine (the kernel’s loopback network work, other services). The parts',
    `share ${machine.cores} cores, so ${machine.cores} × 1000 ÷ the sum bounds the answers a second, and the server’s JavaScript runs on`,
    'one thread, so 1000 ÷ its part does too; placing an order counts its unmeasured add to cart, a limit checkout its',
    'cart call.',
    '',
    '| run | req/s | server | PostgreSQL | load generator | rest | sum | machine busy |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...runs.map(({ title, result }) => {
      const { server, postgres, loadGenerator, rest } = result.cpu.msPerAnswer;
      const parts = [server, postgres, loadGenerator, rest];
      const sum = parts.includes(null) ? null : parts.reduce((a, b) => a + b, 0);
      const busy = result.cpu.machineBusyPercent === null ? '—' : `${result.cpu.machineBusyPercent}%`;
      return `| ${title} | ${result.requestsPerSecond} | ${cell(server)} | ${cell(postgres)} | ${cell(loadGenerator)} | ${cell(rest)} | ${cell(sum)} | ${busy} |`;
    }),
  ];
}

/**
 * How far a target held over runs at rising rates (each with `met`): `held`, the last run before the first that
 * missed it (null when the lowest missed), and `missed`, that first run (null when all met). A run that met it
 * above a miss is noise, not reach.
 */
export function pacedReach(runs) {
  const firstMissed = runs.findIndex((run) => !run.met);
  if (firstMissed === -1) return { held: runs.at(-1) ?? null, missed: null };
  return { held: runs[firstMissed - 1] ?? null, missed: runs[firstMissed] };
}

/**
 * The runs at fixed rates of arrival (run.mjs measurePaced) of the latency targets the closed loop missed: how far
 * below saturation each target holds. Empty when there were none.
 */
function pacedTable(scenarios, { pacedWarmupSeconds, pacedFractions }) {
  const paced = scenarios.filter((s) => s.paced?.length > 0);
  if (paced.length === 0) return [];
  const percent = (fraction) => `${Math.round(fraction * 100)}%`;
  const heldUpTo = (s) => {
    const { held, missed } = pacedReach(s.paced);
    if (!held) return `not even at the lowest rate tried (${missed.offeredPerSecond} req/s)`;
    const notAt = missed ? `, not at ${missed.offeredPerSecond} req/s` : '';
    return `at every rate tried up to ${held.offeredPerSecond} req/s (${percent(held.fraction)} of the closed loop’s ${s.requestsPerSecond} req/s)${notAt}`;
  };
  return [
    '',
    '## At a fixed rate of arrivals',
    '',
    'The closed loop above measures saturation: each client sends again the moment it is answered, so the requests',
    'queue for the two cores and the latency is that of the queue. A latency target it missed is asked again, after',
    'the closed loops and the limit’s last runs, with the same clients sending on a schedule instead (each its cycle',
    `every connections ÷ rate seconds, the clients staggered), at ${fractionsText(pacedFractions)} of the closed loop’s req/s:`,
    `buyers and visitors at their own pace, at a known rate, each rate warmed up ${pacedWarmupSeconds} s (the server is warm`,
    'by then). A cycle that starts late because its client still waited on the previous answer (or on its unmeasured',
    'set-up step, the cart line before a checkout) counts the delay in its latency, and the cycles due in the window',
    'that never started before the grace ran out count as unfinished, so a rate the server cannot keep up with shows',
    'in the percentiles.',
    '',
    '| scenario | clients | offered req/s (of the closed loop’s) | answered req/s | p50 | p95 | p99 | errors | target | met? |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |',
    ...paced.flatMap((s) =>
      s.paced.map(
        (run) =>
          `| ${s.title} | ${s.connections} | ${run.offeredPerSecond} (${percent(run.fraction)}) | ${run.requestsPerSecond} | ${ms(run, 'p50')} | ${ms(run, 'p95')} | ${ms(run, 'p99')} | ${errorsCell(run)} | ${s.target} | ${metCell(run)} |`,
      ),
    ),
    '',
    ...paced.map((s) => `- ${s.title}: ${s.target} held ${heldUpTo(s)}`),
  ];
}

/** Each run of the scenarios measured more than once, in the order measured (one round over all scenarios at a time). */
function runsTable(scenarios) {
  const repeated = scenarios.filter((s) => (s.runs?.length ?? 0) > 1);
  if (repeated.length === 0) return [];
  return [
    '',
    `Each scenario was measured ${repeated[0].runs.length} times, in rounds over all of them; its row above is its run of`,
    'median p95 (for a target of req/s, of median req/s; of two middle runs the worse), a run with errors counting as the',
    'worst. Every run, in the order measured (req/s, p95 ms):',
    '',
    '| scenario | runs | met in |',
    '| --- | --- | ---: |',
    ...repeated.map(
      (s) =>
        `| ${s.title} | ${s.runs.map((run) => `${run.requestsPerSecond} / ${ms(run, 'p95')}`).join(' · ')} | ${s.runs.filter((run) => run.met).length} of ${s.runs.length} |`,
    ),
  ];
}

function markdown(report) {
  const { machine, limit, scenarios } = report;
  const lines = [
    '# API benchmarks',
    '',
    ...(report.settings.only ? [`Only some scenarios (--only): ${report.settings.only.join(', ')}.`, ''] : []),
    `Measured ${report.finishedAt}, app version ${machine.appVersion} (version + commit + build): the production build`,
    `on PostgreSQL, load from a separate process on 127.0.0.1, each scenario warmed up (${report.settings.warmupSeconds} s: a server in service runs warm) and then measured for a fixed`,
    'window, one after another. req/s counts the successful answers inside the window; latencies (ms) are those of the',
    `successful answers from its start on. Requests still open ${GRACE_MS / 1000} s after the window are abandoned as`,
    'unfinished and count with the time they had waited, so a percentile they reach is a lower bound (≥). Errors are',
    'non-2xx answers, error envelopes and failed set-up steps (the cart line before a checkout). "Ratio" is req/s over',
    `the limit endpoint’s (one indexed primary-key query in Fastify with a pg pool of the app’s size (${report.settings.poolSize}), each statement prepared, none of our code)`,
    'with the same connections, the mean of its runs at the start and at the end; placing an order is compared with the',
    'checkout limit instead (marked "checkout"): the same server running a checkout’s 7 statements as primary-key',
    'reads and one-row inserts in one transaction, each after an unmeasured call of 3 statements for the cart line, as',
    'the scenario adds one before each checkout. Home, search, product details and the receipt market run',
    'twice: against the app as configured by default (answers kept HOME_CACHE_SECONDS / SEARCH_CACHE_SECONDS = 5 s,',
    'DETAILS_CACHE_SECONDS = 1 s, as for a burst of visitors asking alike), and, marked "cache off", against the same',
    'build with all three set to 0, where every request reaches the database. Clients accept compression as browsers do',
    '(gzip, deflate, br): the app’s answers of 1 KiB or more are measured brotli-compressed, kept answers compressed once.',
    'A measured answer is received whole and judged by its envelope’s head (`{"code":200,"success":true,`, decoding',
    'its first 512 bytes): the load generator shares the two cores, and decoding and parsing every answer whole capped',
    'the home page data at what one thread of it could parse. The receipt market’s search (POST /sale/bss/receiptList) is',
    'kept as a search is (SEARCH_CACHE_SECONDS). Applying to buy a listed receipt (POST /wr/order/apply) locks the',
    'listing’s row for its transaction, so each buyer applies for listings of its own (bench/receipt-market.mjs): the',
    'number is the application’s, not a queue on one row.',
    '',
    '| scenario | input | connections | req/s | p50 | p95 | p99 | errors | ratio to limit | target | met? |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |',
  ];
  for (const s of scenarios) {
    lines.push(
      `| ${s.title} | ${s.input ?? ''} | ${s.connections} | ${s.requestsPerSecond} | ${ms(s, 'p50')} | ${ms(s, 'p95')} | ${ms(s, 'p99')} | ${errorsCell(s)} | ${ratioCell(s)} | ${s.target ?? '—'} | ${metCell(s)} |`,
    );
  }
  if (report.skipped?.length > 0)
    lines.push('', `Skipped, their data not in this database: ${report.skipped.map((s) => s.title).join('; ')}.`);
  lines.push(
    '',
    '| limit endpoint | what it does | connections | req/s at start | req/s at end | mean | p95 at start | p95 at end |',
  );
  lines.push('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const l of limit) {
    lines.push(
      `| ${l.endpoint} | ${l.what} | ${l.connections} | ${l.start.requestsPerSecond} | ${l.end.requestsPerSecond} | ${l.meanRequestsPerSecond} | ${ms(l.start, 'p95')} | ${ms(l.end, 'p95')} |`,
    );
  }
  lines.push(...cpuTable(report));
  const unmetLatency = scenarios.filter((s) => s.met === false && (s.neededRequestsPerSecond || s.unmeasuredStep));
  if (unmetLatency.length > 0) {
    lines.push(
      '',
      'What a latency target asks: the clients send again as soon as they are answered, so each keeps one cycle in',
      'flight; by Little’s law the mean cycle is connections ÷ req/s. Where the cycle is the measured request alone, a',
      'p95 at the target needs at least connections ÷ target requests a second; where it begins with an unmeasured',
      'call, the measured request is the rest of the cycle:',
      '',
      ...unmetLatency.map((s) =>
        s.unmeasuredStep
          ? `- ${s.title}: ${s.connections} in flight, a mean cycle of ${round(
              (s.connections * 1000) / s.requestsPerSecond,
              1,
            )} ms at ${s.requestsPerSecond} req/s, of which the measured request's p50 is ${ms(s, 'p50')} ms and ${s.unmeasuredStep} with its wait the rest${limitReach(s, limit)}`
          : `- ${s.title}: ${s.connections} in flight, p95 ≤ target needs ≥ ${s.neededRequestsPerSecond.toLocaleString('en')} req/s; measured ${s.requestsPerSecond} (${Math.round((100 * s.requestsPerSecond) / s.neededRequestsPerSecond)}%)${limitReach(s, limit)}`,
      ),
    );
  }
  lines.push(...runsTable(scenarios));
  lines.push(...pacedTable(scenarios, report.settings));
  const errorLines = scenarios.filter((s) => s.errors > 0).map((s) => `- ${s.name}: ${JSON.stringify(s.errorSamples)}`);
  if (errorLines.length > 0) lines.push('', 'Errors seen (first kinds, with counts):', '', ...errorLines);
  const drained = scenarios.filter((s) => s.cancelledQueries > 0);
  if (drained.length > 0) {
    lines.push(
      '',
      'The queries of abandoned requests, still running, were cancelled so that the next scenario starts on an idle server:',
      '',
      ...drained.map((s) => `- ${s.name}: ${s.cancelledQueries} queries cancelled in ${s.drainSeconds} s`),
    );
  }
  lines.push(
    '',
    '## Machine and data',
    '',
    `- CPU: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB} GiB; ${machine.os}`,
    `- Node ${machine.node}, PostgreSQL ${machine.postgres} (autovacuum ${machine.autovacuum ?? 'unknown'}; the tables the scenarios write are vacuumed before the measurements, bench/fixtures.mjs)`,
    `- Data: ${machine.products.toLocaleString('en')} products, ${machine.companies.toLocaleString('en')} companies, ${machine.orders.toLocaleString('en')} orders, ${(machine.listedReceipts ?? 0).toLocaleString('en')} listed receipts offered (before the run)`,
    `- Buyers: ${report.buyers.sessions} sessions of ${report.buyers.distinctUsers} distinct users${report.buyers.scaleBuyers ? ' (scale data)' : ' (the demo buyer: no scale buyers in this database)'}`,
    `- Shared machine: ${report.settings.note}; 1-minute load average ${report.settings.loadAverage.start} at the start, ${report.settings.loadAverage.end} at the end (other work on the machine shows here)`,
    '',
    'Reproduce:',
    '',
    '```sh',
    report.command,
    '```',
    '',
  );
  return lines.join('\n');
}
