// `node bench/auction.mjs --database-url postgres://postgres@127.0.0.1:5432/bench_auction`: bidding on one auction
// with 200 bidders, through two API processes of the production build. Bidders send their bids to the first process;
// followers of the live board listen on the second. Measures the bid's answer (target p95 ≤ 50 ms) and the time from
// a bid's accepted answer to its event at a follower in the other process (target p95 ≤ 200 ms), and writes
// bench/results/auction.json and auction.md. Bounded: warm-up + duration, under a minute, all on 127.0.0.1.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { ROOT } from './options.mjs';
import { startServer, stopServer } from './processes.mjs';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string', default: process.env.BENCH_DATABASE_URL },
    bidders: { type: 'string', default: '200' },
    followers: { type: 'string', default: '20' },
    duration: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '5' },
    // A bidder thinks about 2 s between bids (exponentially): 200 bidders offer about 100 bids a second.
    'think-ms': { type: 'string', default: '2000' },
    port: { type: 'string', default: '3410' },
    'no-build': { type: 'boolean', default: false },
    out: { type: 'string', default: path.join(ROOT, 'bench/results') },
    'report-name': { type: 'string', default: 'auction' },
  },
});
if (!values['database-url']?.startsWith('postgres')) {
  console.error('A PostgreSQL database is needed: --database-url postgres://postgres@127.0.0.1:5432/bench_auction');
  process.exit(2);
}
const BIDDERS = Number(values.bidders);
const FOLLOWERS = Number(values.followers);
const DURATION_MS = Number(values.duration) * 1000;
const WARMUP_MS = Number(values.warmup) * 1000;
const THINK_MS = Number(values['think-ms']);
const TARGETS = { bidP95Ms: 50, eventP95Ms: 200 };
const serverEntry = path.join(ROOT, 'server/dist/main.js');
const logDir = path.join(os.tmpdir(), 'hgsc-bench-auction');
const db = new pg.Client({ connectionString: values['database-url'] });
const servers = [];

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : null;
const round = (v) => (v === null ? null : Math.round(v * 10) / 10);
const summary = (samples) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
  };
};

async function post(origin, route, body, token) {
  const res = await fetch(`${origin}/api${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = await res.json().catch(() => null);
  return { status: res.status, json };
}

async function must(origin, route, body, token) {
  const answer = await post(origin, route, body, token);
  if (answer.status !== 200) throw new Error(`set-up: ${route} answered ${answer.status} ${JSON.stringify(answer.json)}`);
  return answer.json.data;
}

/** Signs in (the bench runs the app with CAPTCHA_ENABLED=false) and accepts the agreements if the app asks. */
async function signIn(origin, userName, password) {
  const { token } = await must(origin, '/user/pwd/login', { userName, password });
  const probe = await post(origin, '/auctionTrust/my/counts', {}, token);
  if (probe.status === 403 && probe.json?.data?.error === 'AGREEMENT_REQUIRED') {
    const { userAgreementVersion, privacyVersion } = probe.json.data;
    await must(origin, '/user/update/version', { userAgreementVersion, privacyVersion }, token);
  }
  return token;
}

/** `count` bidder companies (certified, each with its main account, the demo buyer's password): made once, kept. */
async function bidderAccounts(count) {
  const {
    rows: [buyer],
  } = await db.query(`SELECT password_hash FROM users WHERE user_name = 'buyer'`);
  if (!buyer) throw new Error('the demo data is missing: start the app on this database once (it seeds it)');
  for (let i = 0; i < count; i++) {
    const userName = `bench_bidder_${i}`;
    const {
      rows: [found],
    } = await db.query('SELECT id FROM users WHERE user_name = $1', [userName]);
    if (found) continue;
    const mobile = `176${String(10_000_000 + i).slice(-8)}`;
    const {
      rows: [user],
    } = await db.query(
      `INSERT INTO users (user_name, mobile, name, role, password_hash) VALUES ($1, $2, $3, 'user', $4) RETURNING id`,
      [userName, mobile, `竞价员${i}`, buyer.password_hash],
    );
    const {
      rows: [company],
    } = await db.query(
      `INSERT INTO companies (name, credit_code, legal_person, registered_address, province_code, city_code, area_code,
         contact_name, contact_mobile, license_file_key, audit_status, owner_user_id)
       VALUES ($1, $2, '王五', '上海市浦东新区', '310000', '310100', '310115', '赵六', $3, 'bench.png', 1, $4) RETURNING id`,
      [`压测竞买化工${i}`, `91BENCH${randomBytes(5).toString('hex').toUpperCase()}`.slice(0, 18), mobile, user.id],
    );
    await db.query('INSERT INTO company_members (company_id, user_id, is_main) VALUES ($1, $2, true)', [company.id, user.id]);
    await db.query('UPDATE users SET active_company_id = $1 WHERE id = $2', [company.id, user.id]);
  }
  const { rows } = await db.query(
    `SELECT u.user_name, u.active_company_id AS company_id, u.id AS user_id FROM users u
     WHERE u.user_name LIKE 'bench\\_bidder\\_%' ORDER BY u.id LIMIT $1`,
    [count],
  );
  return rows;
}

/** The auction: entrusted by the demo seller, published by the operator, bidding for an hour, every bidder qualified. */
async function openAuction(origin, bidders) {
  const seller = await signIn(origin, 'seller', 'Seller2026');
  const operator = await signIn(origin, 'operator', 'Operator2026');
  const at = (ms) => new Date(Date.now() + ms).toISOString();
  const draft = await must(
    origin,
    '/auctionTrust/save',
    {
      title: `压测竞价 ${new Date().toISOString()}`,
      ruleSet: null,
      deliveryPlace: null,
      remark: null,
      direction: 'sell',
      visibility: 'open',
      feedback: { rank: true, best: true, count: true },
      step: { type: 'fixed', min: '5', max: '50', bands: [] },
      whitelistOnly: false,
      deposit: { type: 'none', value: null },
      extension: null,
      minValidBids: 1,
      lines: [
        {
          lineNo: 1,
          productName: '硫磺',
          spec: null,
          unit: '吨',
          quantity: '10000',
          minQty: '10',
          maxQty: '100',
          lotUnit: '10',
          startPrice: '1000',
          reservePrice: null,
        },
      ],
      signupStart: at(3_600_000),
      signupEnd: at(7_200_000),
      openAt: at(10_800_000),
      closeAt: at(14_400_000),
    },
    seller,
  );
  await must(origin, '/auctionTrust/submit', { id: draft.id }, seller);
  await must(origin, '/auctionTrust/audit/approve', { id: draft.id }, operator);
  // The calendar moves on to an hour of bidding; the sign-ups are the qualified ones the sign-up steps would leave.
  await db.query(
    `UPDATE auctions SET signup_start = now() - interval '3 hours', signup_end = now() - interval '2 hours',
       open_at = now() - interval '1 hour', close_at = now() + interval '1 hour', scheduled_close_at = now() + interval '1 hour'
     WHERE id = $1`,
    [draft.id],
  );
  for (const bidder of bidders)
    await db.query(
      `INSERT INTO auction_sign_ups (auction_id, company_id, user_id, contact_name, contact_mobile, status, deposit, qualified_at)
       VALUES ($1, $2, $3, '张三', '13900002222', 'qualified', 'none', now())`,
      [draft.id, bidder.company_id, bidder.user_id],
    );
  return draft.id;
}

/** A follower of the live board: each bid event's arrival time (performance.now) by its sequence. */
async function follow(origin, auctionId, onBid) {
  const controller = new AbortController();
  const res = await fetch(`${origin}/api/auctionTrust/events?id=${auctionId}`, { signal: controller.signal });
  if (res.status !== 200) throw new Error(`the event stream answered ${res.status}`);
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  (async () => {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      const now = performance.now();
      buffer += decoder.decode(value, { stream: true });
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (!block.includes('event: bid')) continue;
        const data = JSON.parse(block.slice(block.indexOf('data: ') + 6));
        onBid(data, now);
      }
    }
  })().catch(() => {});
  return () => controller.abort();
}

const exponential = (mean) => -Math.log(1 - Math.random()) * mean;

try {
  if (!values['no-build']) spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (!existsSync(serverEntry)) throw new Error(`${serverEntry} does not exist: build first`);
  const port = Number(values.port);
  const origins = [`http://127.0.0.1:${port}`, `http://127.0.0.1:${port + 1}`];
  for (const [i, origin] of origins.entries())
    servers.push(
      await startServer({
        name: `auction-app-${i}`,
        entry: serverEntry,
        cwd: path.dirname(serverEntry),
        env: {
          NODE_ENV: 'production',
          DATABASE_URL: values['database-url'],
          PORT: new URL(origin).port,
          HOST: '127.0.0.1',
          LOG_LEVEL: 'warn',
          DATA_DIR: path.join(logDir, `data-${i}`),
          CAPTCHA_ENABLED: 'false',
          PGAPPNAME: `hgsc-bench-auction-${i}`,
        },
        readyUrl: `${origin}/api/health`,
        logDir,
      }),
    );
  const [bidOrigin, followOrigin] = origins;
  await db.connect();
  console.log(`set-up: ${BIDDERS} bidder companies, their sessions, the auction …`);
  const accounts = await bidderAccounts(BIDDERS);
  const auctionId = await openAuction(bidOrigin, accounts);
  const tokens = [];
  for (const account of accounts) tokens.push(await signIn(bidOrigin, account.user_name, 'Buyer2026'));

  let best = null;
  const answered = new Map(); // seq → performance.now() of the accepted answer
  const sentAt = new Map(); // seq → performance.now() the accepted bid was sent
  const arrivals = []; // [seq, performance.now()] of every follower's event
  const stops = [];
  for (let i = 0; i < FOLLOWERS; i++)
    stops.push(
      await follow(followOrigin, auctionId, (bid, now) => {
        arrivals.push([bid.seq, now]);
        if (bid.price) best = Math.max(best ?? 0, Number(bid.price));
      }),
    );
  await sleep(500);

  const started = performance.now();
  const measureFrom = started + WARMUP_MS;
  const stopAt = measureFrom + DURATION_MS;
  const latencies = { all: [], accepted: [], refused: [] };
  const statuses = {};
  let measuredFrom = Infinity;
  await Promise.all(
    tokens.map(async (token) => {
      await sleep(Math.random() * THINK_MS);
      while (performance.now() < stopAt) {
        const price = best === null ? 1000 : best + 5 * (1 + Math.floor(Math.random() * 3));
        const sent = performance.now();
        const { status, json } = await post(
          bidOrigin,
          '/csQuotedPrice/save',
          { auctionId, lineNo: 1, price: String(price), quantity: '10' },
          token,
        );
        const done = performance.now();
        if (sent >= measureFrom) {
          measuredFrom = Math.min(measuredFrom, sent);
          statuses[status] = (statuses[status] ?? 0) + 1;
          latencies.all.push(done - sent);
          (status === 200 ? latencies.accepted : latencies.refused).push(done - sent);
          if (status === 200) {
            answered.set(json.data.bid.seq, done);
            sentAt.set(json.data.bid.seq, sent);
          }
        }
        await sleep(exponential(THINK_MS));
      }
    }),
  );
  await sleep(1000);
  for (const stop of stops) stop();

  const measured = arrivals.filter(([seq]) => answered.has(seq));
  const eventDelays = measured.map(([seq, at]) => at - answered.get(seq));
  const sendToEvent = measured.map(([seq, at]) => at - sentAt.get(seq));
  const heardAll = arrivals.length >= answered.size * FOLLOWERS;
  const measuredSeconds = (stopAt - measuredFrom) / 1000;
  const bid = { ...summary(latencies.all), accepted: summary(latencies.accepted), refused: summary(latencies.refused) };
  const event = summary(eventDelays.map((d) => Math.max(0, d)));
  const report = {
    startedAt: new Date().toISOString(),
    machine: {
      cpu: os.cpus()[0]?.model ?? 'unknown',
      cores: os.availableParallelism(),
      memoryGiB: Math.round(os.totalmem() / 2 ** 29) / 2,
      node: process.version,
      postgres: (await db.query('SHOW server_version')).rows[0].server_version,
      loadAtEnd: os.loadavg()[0],
    },
    setup: {
      bidders: BIDDERS,
      followers: FOLLOWERS,
      thinkMs: THINK_MS,
      warmupSeconds: WARMUP_MS / 1000,
      durationSeconds: DURATION_MS / 1000,
      processes: 2,
    },
    bids: {
      perSecond: round(latencies.all.length / measuredSeconds),
      acceptedPerSecond: round(latencies.accepted.length / measuredSeconds),
      statuses,
      latencyMs: bid,
    },
    events: { latencyMs: event, fromSendMs: summary(sendToEvent), followersHeardEveryAcceptedBid: heardAll },
    targets: TARGETS,
    met: { bid: bid.p95 !== null && bid.p95 <= TARGETS.bidP95Ms, event: event.p95 !== null && event.p95 <= TARGETS.eventP95Ms },
  };
  mkdirSync(values.out, { recursive: true });
  writeFileSync(path.join(values.out, `${values['report-name']}.json`), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(path.join(values.out, `${values['report-name']}.md`), markdownOf(report));
  console.log(markdownOf(report));
} finally {
  await db.end().catch(() => {});
  for (const server of servers) await stopServer(server);
}

function markdownOf(r) {
  const ms = (s) => `p50 ${s.p50} ms · p95 ${s.p95} ms · p99 ${s.p99} ms (${s.count})`;
  return `# Auction bidding benchmark

${r.startedAt} · ${r.machine.cores} cores (${r.machine.cpu}) · PostgreSQL ${r.machine.postgres} · Node ${r.machine.node} · load at the end ${r.machine.loadAtEnd.toFixed(2)}

${r.setup.bidders} qualified bidders on one open auction, each bidding about every ${r.setup.thinkMs} ms (exponential think
time) at the best it heard plus one to three steps, through the first of ${r.setup.processes} API processes of the
production build; ${r.setup.followers} followers of the live board on the second process. ${r.setup.warmupSeconds} s warm-up,
${r.setup.durationSeconds} s measured.

| | result | target | met |
|---|---|---|---|
| bid answer (all) | ${ms(r.bids.latencyMs)} | p95 ≤ ${r.targets.bidP95Ms} ms | ${r.met.bid ? 'yes' : 'no'} |
| bid answer (accepted) | ${ms(r.bids.latencyMs.accepted)} | | |
| bid answer (refused: outbid, already best) | ${ms(r.bids.latencyMs.refused)} | | |
| accepted answer → event at a follower on the other process | ${ms(r.events.latencyMs)} | p95 ≤ ${r.targets.eventP95Ms} ms | ${r.met.event ? 'yes' : 'no'} |
| bid sent → its event at a follower on the other process | ${ms(r.events.fromSendMs)} | | |

The event is published with NOTIFY in the bid's transaction and heard when it commits, so it usually reaches the
followers about when the bidder's answer does (an event before the answer counts as 0 ms in the row above).

Bids: ${r.bids.perSecond}/s answered, ${r.bids.acceptedPerSecond}/s accepted; statuses ${JSON.stringify(r.bids.statuses)}.
Every follower heard every accepted bid: ${r.events.followersHeardEveryAcceptedBid ? 'yes' : 'no'}.
`;
}
