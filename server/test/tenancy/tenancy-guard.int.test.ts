import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.ts';
import { type OpenApiDocument, type RouteSpec, routesOf } from './route-catalogue.ts';
import { ROUTE_NOTES } from './route-notes.ts';
import { type Caller, MissingSample, sampleInput } from './sample-input.ts';
import { buildWorld, SHARED_ID, type World } from './world.ts';

/**
 * Every route of the OpenAPI document that names a company's object by id, read from the document (its `x-auth`,
 * `x-permission` and input schema), not from a list: another company's id is not found (404, never the object), a
 * sub-account without the route's permission is refused (403), and the owner is neither (the id names a real object).
 * Paged lists declare their objects' permission and refuse a sub-account without it; operator routes refuse a company.
 */
describe('tenancy guard', () => {
  let t: TestApp;
  let world: World;
  let routes: RouteSpec[];
  /** What each check covered: the routes it called and how many requests it made. */
  const coverage = new Map<string, { routes: Set<string>; requests: number }>();
  let check = '';

  beforeAll(async () => {
    t = await createTestApp();
    world = await buildWorld(t);
    routes = routesOf((await t.call({ method: 'GET', url: '/api/docs/json' })).json() as OpenApiDocument);
  }, 300_000);
  afterAll(async () => {
    const lines = [...coverage].map(([name, c]) => `${name}: ${c.routes.size} routes, ${c.requests} requests`);
    console.info(`tenancy guard\n  ${lines.join('\n  ')}`);
    await t?.close();
  });

  const noteOf = (route: RouteSpec) => ROUTE_NOTES[route.name];
  /** Routes of logged-in users naming an object by id, with what a note adds. */
  const idRoutes = () => routes.filter((r) => r.auth === 'user' && (r.idFields.length > 0 || r.nestedIds.length > 0));

  /** Calls the route as `caller`, every id naming the shared objects; a missing sample answers an Error. */
  async function callAs(route: RouteSpec, caller: Caller): Promise<LightMyRequestResponse | Error> {
    let input: Record<string, unknown> = {};
    try {
      if (route.input) input = sampleInput(route.input.schema, SHARED_ID, caller, route.name, noteOf(route)?.input);
    } catch (error) {
      if (error instanceof MissingSample) return error;
      throw error;
    }
    const counted = coverage.get(check) ?? { routes: new Set<string>(), requests: 0 };
    counted.routes.add(route.name);
    counted.requests += 1;
    coverage.set(check, counted);
    const url = route.url;
    if (route.input?.in === 'query') {
      const query = Object.fromEntries(Object.entries(input).map(([k, v]) => [k, String(v)]));
      return t.call({ method: route.method as 'GET', url, query, token: caller.token });
    }
    return t.call({
      method: route.method as 'POST',
      url,
      payload: route.method === 'GET' ? undefined : input,
      token: caller.token,
    });
  }

  const answer = (res: LightMyRequestResponse | Error) =>
    res instanceof Error ? res.message : `${res.statusCode} ${res.body.slice(0, 200)}`;
  /** A 400 of the schema itself: the sample was wrong, so the call proved nothing. */
  const schemaRefused = (res: LightMyRequestResponse) => res.statusCode === 400 && res.json().msg.startsWith('参数错误：');

  it('knows how to check every route naming an object by id, and every paged list', () => {
    const unknown = routes.filter((r) => {
      if (r.auth !== 'user' || noteOf(r)) return false;
      const namesObject = r.idFields.length > 0 || r.nestedIds.length > 0;
      const undeclared = (namesObject || r.paged) && r.permission.length === 0;
      // Ids only inside a list (orders[].id): whether each is answered alone is the route's to say.
      const onlyNested = r.idFields.length === 0 && r.nestedIds.length > 0;
      return undeclared || onlyNested;
    });
    // Declare the route's config.permission, or note in route-notes.ts why it cannot be derived.
    expect(unknown.map((r) => r.name)).toEqual([]);
    const stale = Object.keys(ROUTE_NOTES).filter((name) => !routes.some((r) => r.name === name));
    expect(stale).toEqual([]);
    expect(idRoutes().length).toBeGreaterThan(60);
  });

  it('answers another company’s id with 404 and a sub-account without the permission with 403', async () => {
    check = 'ids: another company 404, sub-account 403';
    const failures: string[] = [];
    for (const route of idRoutes()) {
      const note = noteOf(route);
      if (note?.unchecked === 'all') continue;
      const foreign = await callAs(route, world.outsider);
      const expected = note?.foreign ?? { status: 404 };
      const field = foreign instanceof Error ? undefined : foreign.json().data?.field;
      if (foreign instanceof Error || foreign.statusCode !== expected.status || field !== note?.foreign?.field) {
        failures.push(`${route.name}: another company's id → ${answer(foreign)}`);
      }
      if (note?.unchecked === 'refused') continue;
      const sub = await world.subWithout(note?.permission ?? route.permission);
      const refused = await callAs(route, sub);
      if (refused instanceof Error || refused.statusCode !== 403) {
        failures.push(`${route.name}: a sub-account without ${route.permission.join('/')} → ${answer(refused)}`);
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);

  it('lets the owner through on each of them: the id names a real object', async () => {
    // Removals last: the object is gone after them.
    const removal = (route: RouteSpec) => /\/(del|remove|removebatch|putorder|cancel\w*|revocation)$/i.test(route.url);
    const ordered = idRoutes()
      .filter((route) => noteOf(route)?.unchecked !== 'all' && !noteOf(route)?.ownerUnchecked)
      .sort((a, b) => Number(removal(a)) - Number(removal(b)));
    check = 'ids: the owner admitted';
    const failures: string[] = [];
    for (const route of ordered) {
      const answers: string[] = [];
      let admitted = false;
      for (const owner of world.owners) {
        const res = await callAs(route, owner);
        answers.push(answer(res));
        if (!(res instanceof Error) && ![401, 403, 404].includes(res.statusCode) && res.statusCode < 500 && !schemaRefused(res)) {
          admitted = true;
          break;
        }
      }
      if (!admitted) failures.push(`${route.name}: the owners → ${answers.join(' | ')}`);
    }
    expect(failures).toEqual([]);
  }, 600_000);

  it('refuses a sub-account without the permission of a paged list’s objects', async () => {
    check = 'paged lists: sub-account 403';
    const failures: string[] = [];
    for (const route of routes.filter((r) => r.auth === 'user' && r.paged && r.permission.length > 0)) {
      const res = await callAs(route, await world.subWithout(route.permission));
      if (res instanceof Error || res.statusCode !== 403) failures.push(`${route.name} → ${answer(res)}`);
    }
    expect(failures).toEqual([]);
  });

  it('refuses a company’s main account on every operator route', async () => {
    check = 'operator routes: company 403';
    const failures: string[] = [];
    for (const route of routes.filter((r) => r.auth === 'operator')) {
      const res = await callAs(route, world.outsider);
      if (res instanceof Error || res.statusCode !== 403) failures.push(`${route.name} → ${answer(res)}`);
    }
    expect(failures).toEqual([]);
  });
});
