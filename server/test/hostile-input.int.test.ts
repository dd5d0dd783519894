import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from './files.ts';
import { createCompany, createTestApp, createUser, type TestApp, tokenFor } from './harness.ts';

/**
 * Every route of the OpenAPI document, called as a visitor, a company's main account and an
 * operator, with bodies and queries no client should send: empty, of the wrong shape, each field of
 * the wrong type, oversized, holding a NUL or a lone UTF-16 half, shaped like an injection, numbers
 * out of range. None may answer 5xx, and the process must be serving at the end. Routes are read
 * from the document, so a new route is covered without being listed here.
 */

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  const?: unknown;
  format?: string;
  pattern?: string;
}

interface Operation {
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  'x-auth'?: string;
}

interface Call {
  method: string;
  url: string;
  what: string;
  body?: unknown;
  query?: Record<string, string>;
  raw?: { payload: Buffer | string; headers: Record<string, string> };
}

const NUL = 'a\u0000b';
const LONE_HALF = 'x\ud800y';
const OVERSIZED = '长'.repeat(20_000);
const SQL_INJECTION = "' OR '1'='1' --";
const LIKE_PATTERN = '%_\\';
const HOSTILE_STRINGS = [NUL, LONE_HALF, OVERSIZED, SQL_INJECTION, LIKE_PATTERN, '<script>alert(1)</script>', ''];
const HOSTILE_NUMBERS = [-1, 1e308, 2 ** 53 + 2, 0.0000001, '1e400', '99999999999999999999.99999'];

/** The first concrete alternative of a schema (zod writes optional and nullable fields as anyOf). */
function concrete(schema: JsonSchema | undefined): JsonSchema {
  if (!schema) return {};
  const alternatives = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (alternatives?.length) return concrete(alternatives.find((s) => s.type !== 'null') ?? alternatives[0]);
  return schema;
}

const typeOf = (schema: JsonSchema) => (Array.isArray(schema.type) ? schema.type[0] : schema.type);

/** A value of the schema's shape, plausible enough to get past the first checks. */
function plausible(schema: JsonSchema | undefined, depth = 0): unknown {
  const s = concrete(schema);
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  switch (typeOf(s)) {
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'array':
      return depth > 3 ? [] : [plausible(s.items, depth + 1)];
    case 'object':
      return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, plausible(v, depth + 1)]));
    default:
      return s.format === 'date-time' ? new Date().toISOString() : '1';
  }
}

/** Values that fit no field of this schema, or fit its type while being hostile. */
function hostileValuesFor(schema: JsonSchema | undefined): unknown[] {
  const s = concrete(schema);
  switch (typeOf(s)) {
    case 'integer':
    case 'number':
      return [...HOSTILE_NUMBERS, 'x', {}];
    case 'boolean':
      return ['true', 1, null];
    case 'array':
      return [{}, Array.from({ length: 2_000 }, () => plausible(s.items)), [NUL], [null]];
    case 'object':
      return ['x', [], { [NUL]: 1 }];
    default:
      return [...HOSTILE_STRINGS, 123, {}];
  }
}

/** Each field of an object schema (one level into nested objects and arrays of objects) as a path. */
function fieldPaths(schema: JsonSchema | undefined, prefix: string[] = [], depth = 0): { path: string[]; schema: JsonSchema }[] {
  const s = concrete(schema);
  if (typeOf(s) !== 'object' || depth > 2) return [];
  return Object.entries(s.properties ?? {}).flatMap(([key, inner]) => {
    const path = [...prefix, key];
    const c = concrete(inner);
    const nested =
      typeOf(c) === 'object'
        ? fieldPaths(c, path, depth + 1)
        : typeOf(c) === 'array' && typeOf(concrete(c.items)) === 'object'
          ? fieldPaths(concrete(c.items), [...path, '0'], depth + 1)
          : [];
    return [{ path, schema: inner }, ...nested];
  });
}

function withValueAt(base: unknown, path: string[], value: unknown): unknown {
  const copy = structuredClone(base) as Record<string, unknown>;
  let at: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) {
    if (!at[key] || typeof at[key] !== 'object') at[key] = {};
    at = at[key] as Record<string, unknown>;
  }
  at[path.at(-1) as string] = value;
  return copy;
}

const describeValue = (value: unknown) =>
  typeof value === 'string' && value.length > 40 ? `string(${value.length})` : JSON.stringify(value)?.slice(0, 40);

/** Every hostile call of one operation. */
function callsOf(method: string, url: string, op: Operation): Call[] {
  const calls: Call[] = [];
  const content = op.requestBody?.content ?? {};
  const jsonSchema = content['application/json']?.schema;
  if (content['multipart/form-data'] || (method === 'post' && !jsonSchema && !op.parameters?.length)) {
    const truncatedPng = Buffer.from([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 1,
    ]);
    calls.push(
      {
        method,
        url,
        what: 'a truncated PNG',
        raw: multipart({ filename: 'x.png', contentType: 'image/png', data: truncatedPng }),
      },
      {
        method,
        url,
        what: 'a NUL in a file name',
        raw: multipart({ filename: `a${NUL}.png`, contentType: 'image/png', data: truncatedPng }),
      },
      {
        method,
        url,
        what: 'a multipart body cut short',
        raw: {
          payload: '--x\r\nContent-Disposition: form-data; name="file"',
          headers: { 'content-type': 'multipart/form-data; boundary=x' },
        },
      },
    );
  }
  if (method === 'get' || method === 'delete') {
    const query: Record<string, string> = Object.fromEntries(
      (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => [p.name, String(plausible(p.schema))]),
    );
    calls.push({ method, url, what: 'the plain query', query });
    for (const name of Object.keys(query)) {
      for (const value of [NUL, LONE_HALF, OVERSIZED.slice(0, 5_000), SQL_INJECTION, '-1', '1e400', '']) {
        calls.push({ method, url, what: `query ${name}=${describeValue(value)}`, query: { ...query, [name]: value } });
      }
    }
    return calls;
  }
  calls.push(
    { method, url, what: 'no body', raw: { payload: '', headers: { 'content-type': 'application/json' } } },
    { method, url, what: 'broken JSON', raw: { payload: '{"a":', headers: { 'content-type': 'application/json' } } },
    {
      method,
      url,
      what: 'a form post',
      raw: { payload: `a=${encodeURIComponent(NUL)}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } },
    },
  );
  for (const body of [{}, [], 'x', null, 1]) calls.push({ method, url, what: `body ${describeValue(body)}`, body });
  if (!jsonSchema) return calls;
  const base = plausible(jsonSchema);
  calls.push({ method, url, what: 'a plausible body', body: base });
  for (const field of fieldPaths(jsonSchema)) {
    for (const value of [...hostileValuesFor(field.schema), null]) {
      calls.push({
        method,
        url,
        what: `${field.path.join('.')}=${describeValue(value)}`,
        body: withValueAt(base, field.path, value),
      });
    }
  }
  calls.push({ method, url, what: 'an unknown field', body: { ...(base as object), [`x${NUL}`]: NUL } });
  return calls;
}

const CONCURRENT_CALLS = 8;

describe('every route against hostile input', () => {
  let t: TestApp;
  const tokens: Record<'user' | 'operator', () => Promise<string>> = {} as never;

  beforeAll(async () => {
    t = await createTestApp();
    const sessions = { user: '', operator: '' };
    // A call may end its own session (logout, a password change) or its caller (an operator disabling the user its
    // plausible id names): the next calls are made by a new caller of the same kind.
    renew = async (who) => {
      const user = await createUser(t, who === 'operator' ? { role: 'operator' } : {});
      if (who === 'user') await createCompany(t, user.id);
      sessions[who] = await tokenFor(t, user.id);
    };
    await renew('user');
    await renew('operator');
    tokens.user = async () => sessions.user;
    tokens.operator = async () => sessions.operator;
  }, 60_000);
  afterAll(() => t?.close());

  let renew: (who: 'user' | 'operator') => Promise<void>;

  it('answers no call with a 5xx, as a visitor, a main account or an operator, and keeps serving', async () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const failures: string[] = [];
    let requests = 0;
    let routes = 0;
    const statuses = new Map<number, number>();
    let calledAs = 0;
    let refusedCallers = 0;
    const send = async (call: Call, who: 'user' | 'operator' | null) => {
      const token = who ? await tokens[who]() : undefined;
      return t.call({
        method: call.method.toUpperCase() as 'GET',
        url: call.url,
        ...(call.query ? { query: call.query } : {}),
        ...(call.raw
          ? { payload: call.raw.payload, headers: call.raw.headers }
          : call.body !== undefined
            ? { payload: JSON.stringify(call.body), headers: { 'content-type': 'application/json' } }
            : {}),
        ...(token ? { token } : {}),
      });
    };
    // The operator's calls last: they change what every user meets (agreement versions, categories, users).
    const operatorLast = Object.entries(doc.paths).sort(
      ([, a], [, b]) =>
        Number(Object.values(a)[0]?.['x-auth'] === 'operator') - Number(Object.values(b)[0]?.['x-auth'] === 'operator'),
    );
    for (const [url, operations] of operatorLast) {
      for (const [method, op] of Object.entries(operations)) {
        if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
        routes += 1;
        const calls = callsOf(method, url, op);
        const auth = op['x-auth'] ?? 'user';
        // Everything as a visitor for a public route, else the shape checks only; the rest as the route's own caller.
        const asVisitor = auth === 'public' ? calls : calls.slice(0, 3);
        const caller: 'user' | 'operator' | null = auth === 'public' ? null : auth === 'operator' ? 'operator' : 'user';
        const runs: [Call, 'user' | 'operator' | null][] = [
          ...asVisitor.map((c) => [c, null] as [Call, null]),
          ...(caller ? calls.map((c) => [c, caller] as [Call, 'user' | 'operator']) : []),
        ];
        // A few at a time: the calls of one route are independent, and the app's waits overlap.
        for (let i = 0; i < runs.length; i += CONCURRENT_CALLS) {
          const batch = runs.slice(i, i + CONCURRENT_CALLS);
          const answers = await Promise.all(batch.map(([call, who]) => send(call, who)));
          requests += batch.length;
          let sessionEnded: 'user' | 'operator' | null = null;
          let newAgreements: { userAgreementVersion: number; privacyVersion: number } | null = null;
          answers.forEach((res, j) => {
            const [call, who] = batch[j] as [Call, 'user' | 'operator' | null];
            statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
            if (res.statusCode >= 500) {
              failures.push(
                `${call.method.toUpperCase()} ${call.url} as ${who ?? 'visitor'}, ${call.what}: ${res.statusCode} ${res.body.slice(0, 200)}`,
              );
            }
            if (who) calledAs += 1;
            if (who && res.statusCode === 401) {
              sessionEnded = who;
              refusedCallers += 1;
            }
            if (who === 'user' && res.statusCode === 403 && res.json().data?.error === 'AGREEMENT_REQUIRED') {
              newAgreements = res.json().data;
              refusedCallers += 1;
            }
          });
          if (sessionEnded) await renew(sessionEnded);
          if (newAgreements) {
            // An operator's call published a new agreement version: the user accepts it, as a person would.
            const { userAgreementVersion, privacyVersion } = newAgreements;
            await send(
              { method: 'post', url: '/api/user/update/version', what: 'accept', body: { userAgreementVersion, privacyVersion } },
              'user',
            );
            newAgreements = null;
          }
        }
      }
    }
    console.log(`hostile input: ${routes} routes, ${requests} requests, answers by status`, Object.fromEntries(statuses));
    expect(routes).toBeGreaterThan(250);
    // The signed-in calls reach their routes: a session lost on the way is replaced, not left answering 401.
    expect(refusedCallers / calledAs).toBeLessThan(0.02);
    expect(failures).toEqual([]);
    expect((await t.call({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  }, 600_000);
});
