// A bounded load generator: `connections` clients, each on its own keep-alive HTTP connection, send one request
// after another for a warm-up and then a measured window — as soon as they are answered (a closed loop: the
// server's saturation), or on a schedule (`ratePerSecond`: arrivals at a fixed rate, as many buyers at their own
// pace). Written on undici rather than taken from
// autocannon because a scenario here may need unmeasured steps between measured calls (a cart line before each
// checkout) and every answer's envelope must be checked, not only its HTTP status.
import { setMaxListeners } from 'node:events';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { Client } from 'undici';
import { cpuPerAnswer, startCpuReading } from './cpu-use.mjs';

const REQUEST_TIMEOUT_MS = 10_000;
/** How long the requests still open at the end of a window may take to answer before they are abandoned. */
export const GRACE_MS = 2_000;
const ERROR_SAMPLES = 5;
/** What a browser accepts: the app compresses what it answers to them, and that work is measured too. */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br';

/**
 * A call of the API: `body` is sent as JSON. The answer counts as a success when the status is 2xx and the body
 * is a success envelope (`success: true`, `code: 200`), or when `accept(status, json)` says so (the limit endpoint).
 * While `signal` is set, aborting it ends the call at once (`aborted: true`).
 */
export class Caller {
  constructor(origin, timeoutMs = REQUEST_TIMEOUT_MS) {
    this.client = new Client(origin, {
      connections: 1,
      pipelining: 1,
      keepAliveTimeout: 30_000,
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
    });
    this.signal = undefined;
  }

  /**
   * Answers { ok, aborted, status, json, reason }; never throws for a failed call (a failure is a counted error).
   * With `headOnly` (the measured calls of runLoad) an envelope is judged by its head and `json` is null (see
   * envelopeHeadOk); an `accept` function always gets the whole answer.
   */
  async call({ method = 'POST', path, body, headers = {}, accept, headOnly = false }) {
    try {
      const response = await this.client.request({
        method,
        path,
        headers: {
          'accept-encoding': BROWSER_ACCEPT_ENCODING,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: this.signal,
      });
      const bytes = Buffer.from(await response.body.arrayBuffer());
      const encoding = response.headers['content-encoding'];
      if (headOnly && !accept) {
        const head = decodedHead(bytes, encoding);
        const ok = isSuccessStatus(response.statusCode) && envelopeHeadOk(head);
        return {
          ok,
          aborted: false,
          status: response.statusCode,
          json: null,
          reason: ok ? null : failureOf(response, bytes, encoding),
        };
      }
      const text = decoded(bytes, encoding);
      const json = parseJson(text);
      const ok = accept ? accept(response.statusCode, json, text) : isSuccessEnvelope(response.statusCode, json);
      return {
        ok,
        aborted: false,
        status: response.statusCode,
        json,
        reason: ok ? null : `${response.statusCode} ${text.slice(0, 200)}`,
      };
    } catch (error) {
      const aborted = this.signal?.aborted === true;
      return { ok: false, aborted, status: 0, json: null, reason: `${error.code ?? 'ERROR'} ${error.message}` };
    }
  }

  close() {
    return this.client.destroy();
  }
}

const failureOf = (response, bytes, encoding) => `${response.statusCode} ${decoded(bytes, encoding).slice(0, 200)}`;

/**
 * How many compressed bytes are decoded for an answer's head: enough for brotli's and gzip's headers and the
 * envelope's first fields at the app's compression settings; a shorter head is decoded whole instead.
 */
const HEAD_BYTES = 512;
const HEAD_CHARS = 40;

/**
 * The first characters of an answer, decoding only its first HEAD_BYTES when it is compressed. The load
 * generator shares the machine's two cores with the app and PostgreSQL: decoding and parsing a 19 KB home answer
 * costs it ~0.36 ms, its one thread's whole second at 2,800 answers a second, so whole-answer checks measured the
 * generator rather than the app. The head alone costs ~0.04 ms.
 */
function decodedHead(bytes, encoding) {
  if (!encoding) return bytes.subarray(0, HEAD_BYTES).toString().slice(0, HEAD_CHARS);
  if (bytes.length <= HEAD_BYTES) return decoded(bytes, encoding).slice(0, HEAD_CHARS);
  const prefix = bytes.subarray(0, HEAD_BYTES);
  try {
    const head =
      encoding === 'br'
        ? brotliDecompressSync(prefix, { finishFlush: constants.BROTLI_OPERATION_FLUSH })
        : gunzipSync(prefix, { finishFlush: constants.Z_SYNC_FLUSH });
    if (head.length >= HEAD_CHARS) return head.toString().slice(0, HEAD_CHARS);
  } catch {
    // Not decodable in part: decoded whole below.
  }
  return decoded(bytes, encoding).slice(0, HEAD_CHARS);
}

/**
 * A success envelope told by its head: the app's serializer writes `code` and `success` first (the envelope
 * schema's order), so `{"code":200,"success":true` starts every success and no error.
 */
export const envelopeHeadOk = (head) => head.startsWith('{"code":200,"success":true,');

/** The answer's text, decompressed as its Content-Encoding says. */
function decoded(bytes, encoding) {
  if (encoding === 'br') return brotliDecompressSync(bytes).toString();
  if (encoding === 'gzip') return gunzipSync(bytes).toString();
  return bytes.toString();
}

function parseJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

const isSuccessStatus = (status) => status >= 200 && status < 300;

/** DESIGN §4 / contracts envelope.ts: success is `{ code: 200, success: true }`. */
export const isSuccessEnvelope = (status, json) =>
  isSuccessStatus(status) && json !== null && json.success === true && json.code === 200;

/**
 * Runs one scenario. `step(client, index)` is called in a loop per client; it may make unmeasured calls with
 * `client.caller` and answers the measured request (or `{ error }` when an unmeasured step failed). No cycle
 * starts after the window (a paced one due inside it starts however late); measured are the answers that arrive
 * from its start on (so a call slower than the whole warm-up still shows): req/s counts the successful ones inside
 * the window. The requests still open at its end get
 * `graceMs` more, then are abandoned as `unfinished` and enter the latencies with the time they had waited, as
 * lower bounds (`atLeast`). `cpuParts` ({ serverPid, postmasterPid }) adds the window's CPU per answer (cpu-use.mjs).
 *
 * With `ratePerSecond`, each client starts a cycle (its unmeasured steps, then the measured call) every
 * connections ÷ rate seconds, the clients staggered evenly, so the server is offered that rate whatever it answers.
 * A cycle that starts late because its client still waited on the previous answer (or its set-up step) counts the
 * delay in its latency (as wrk2 does), and the cycles due inside the window that never started by the end of the
 * grace count as unfinished: a rate the server cannot keep up with shows in the latencies instead of quietly
 * lowering the rate. The set-up step's own time is not measured, as in the closed loop.
 */
export async function runLoad({
  origin,
  connections,
  warmupMs,
  durationMs,
  graceMs = GRACE_MS,
  setupClient,
  step,
  cpuParts,
  ratePerSecond,
}) {
  const clients = [];
  for (let index = 0; index < connections; index++) {
    const client = { index, caller: new Caller(origin, warmupMs + durationMs + graceMs), iteration: 0, state: {} };
    if (setupClient) await setupClient(client);
    clients.push(client);
  }
  const finished = [];
  const waited = [];
  const errorReasons = new Map();
  let errors = 0;
  let completedInWindow = 0;
  const startedAt = performance.now();
  const windowStart = startedAt + warmupMs;
  const windowEnd = windowStart + durationMs;
  const stop = new AbortController();
  // Every open request listens to the one signal.
  setMaxListeners(connections * 2 + 10, stop.signal);
  const stopTimer = setTimeout(() => stop.abort(), warmupMs + durationMs + graceMs);
  for (const client of clients) client.caller.signal = stop.signal;
  // The CPU is read at the window's edges, whatever the clients are waiting on then: the requests of the warm-up
  // and those abandoned after the window are not the answers it is divided by.
  let cpuReading = null;
  let cpuUsed = null;
  const cpuStartTimer = setTimeout(() => {
    cpuReading = cpuParts ? startCpuReading(cpuParts) : null;
  }, warmupMs);
  const cpuStopTimer = setTimeout(() => {
    cpuUsed = cpuReading?.stop() ?? null;
  }, warmupMs + durationMs);
  const countError = (reason, measured) => {
    if (!measured) return;
    errors++;
    const key = reason.slice(0, 120);
    if (errorReasons.size < ERROR_SAMPLES || errorReasons.has(key)) errorReasons.set(key, (errorReasons.get(key) ?? 0) + 1);
  };

  try {
    await Promise.all(
      clients.map(async (client) => {
        const due = cycleSchedule(client.index, connections, ratePerSecond, startedAt);
        while (!stop.signal.aborted) {
          let dueAt = null;
          if (due) {
            dueAt = due(client.iteration);
            if (dueAt >= windowEnd) break;
            if (!(await waitUntil(dueAt, stop.signal))) break;
          } else if (performance.now() >= windowEnd) break;
          const late = dueAt === null ? 0 : performance.now() - dueAt;
          const prepared = await step(client, client.iteration++);
          if (stop.signal.aborted) {
            if (dueAt !== null) waited.push(performance.now() - dueAt);
            break;
          }
          if (prepared.error) {
            countError(`set-up step: ${prepared.error}`, performance.now() >= windowStart);
            continue;
          }
          const sent = performance.now();
          const answer = await client.caller.call({ ...prepared, headOnly: true });
          const done = performance.now();
          if (done < windowStart) continue;
          if (answer.aborted) waited.push(late + done - sent);
          else if (!answer.ok) countError(answer.reason, true);
          else {
            finished.push(late + done - sent);
            if (done <= windowEnd) completedInWindow++;
          }
        }
        // A paced client still behind when the run is stopped leaves cycles due inside the window unstarted: they
        // count as unfinished with the time they had been due, or a rate the server cannot keep up with would drop
        // its longest waits at the window's edge.
        if (due) for (let k = client.iteration; due(k) < windowEnd; k++) waited.push(performance.now() - due(k));
      }),
    );
  } finally {
    // A step that threw ends the run: the other clients stop too instead of looping on closed connections.
    stop.abort();
    clearTimeout(stopTimer);
    clearTimeout(cpuStartTimer);
    clearTimeout(cpuStopTimer);
  }
  // A loop busy with answers runs the stop timer late, and the last clients may finish first: read now, a few
  // milliseconds past the window's end.
  cpuUsed ??= cpuReading?.stop() ?? null;
  await Promise.all(clients.map((client) => client.caller.close()));

  const seconds = durationMs / 1000;
  return {
    connections,
    ...(ratePerSecond ? { offeredPerSecond: round(ratePerSecond, 1) } : {}),
    durationSeconds: seconds,
    requests: finished.length,
    requestsPerSecond: round(completedInWindow / seconds, 1),
    ...percentiles(finished, waited),
    errors,
    unfinished: waited.length,
    errorSamples: Object.fromEntries(errorReasons),
    cpu: cpuPerAnswer(cpuUsed, completedInWindow),
  };
}

/**
 * When a client's cycles are due at `ratePerSecond` (null in a closed loop): every connections ÷ rate seconds, the
 * clients' first cycles spread over one such period.
 */
function cycleSchedule(index, connections, ratePerSecond, startedAt) {
  if (!ratePerSecond) return null;
  const periodMs = (connections * 1000) / ratePerSecond;
  const offsetMs = (index * periodMs) / connections;
  return (iteration) => startedAt + offsetMs + iteration * periodMs;
}

/** Waits until `time` (performance.now()'s clock); false when the run was stopped meanwhile. */
async function waitUntil(time, signal) {
  const wait = time - performance.now();
  if (wait <= 0) return !signal.aborted;
  try {
    await sleep(wait, undefined, { signal });
    return true;
  } catch {
    return false;
  }
}

/**
 * Nearest-rank percentiles (ms) of the successful requests, the unfinished ones counted with the time they had
 * waited. A percentile at or above the shortest such wait is only a lower bound: `atLeast` names it.
 */
function percentiles(finished, waited) {
  const all = Float64Array.from([...finished, ...waited]).sort();
  if (all.length === 0) return { latencyMs: { p50: null, p95: null, p99: null, max: null }, atLeast: [] };
  const shortestWait = waited.length > 0 ? Math.min(...waited) : Number.POSITIVE_INFINITY;
  const latencyMs = {};
  const atLeast = [];
  for (const [name, p] of [
    ['p50', 50],
    ['p95', 95],
    ['p99', 99],
    ['max', 100],
  ]) {
    const value = all[Math.min(all.length - 1, Math.ceil((p / 100) * all.length) - 1)];
    latencyMs[name] = round(value, 2);
    if (value >= shortestWait) atLeast.push(name);
  }
  return { latencyMs, atLeast };
}

export const round = (value, digits) => Math.round(value * 10 ** digits) / 10 ** digits;
