import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, errorOf, type TestApp, tokenFor } from '../../../test/harness.ts';
import { registerErrorHandler } from '../http/error-handler.ts';
import { authPlugin, CSRF_HEADER, csrfTokenFor, TOKEN_COOKIE } from './plugin.ts';

/**
 * The auth plugin on its own, with one public and one protected write that tell who they serve:
 * a cookie must not act as the user on a write without the page's CSRF token, on any route.
 */
describe('auth plugin: CSRF on cookie-authenticated writes', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let userId = 0;
  let token = '';

  beforeAll(async () => {
    t = await createTestApp();
    userId = (await createUser(t)).id;
    token = await tokenFor(t, userId);
    app = Fastify();
    app.decorate('ctx', t.ctx);
    registerErrorHandler(app);
    await app.register(fastifyCookie);
    await app.register(authPlugin);
    const whoAmI = async (request: { auth: { user: { id: number } } | null }) => ({ userId: request.auth?.user.id ?? null });
    app.post('/public-write', { config: { auth: 'public' } }, whoAmI);
    app.post('/user-write', { config: { auth: 'user' } }, whoAmI);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  const write = (url: string, headers: Record<string, string>, cookies: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, headers, cookies });

  it('serves a public write by cookie without the CSRF token as anonymous', async () => {
    const forged = await write('/public-write', {}, { [TOKEN_COOKIE]: token });
    expect(forged.json()).toEqual({ userId: null });
    const wrong = await write('/public-write', { [CSRF_HEADER]: 'forged' }, { [TOKEN_COOKIE]: token });
    expect(wrong.json()).toEqual({ userId: null });
  });

  it('serves a public write as the user with the CSRF token, or with a Bearer token', async () => {
    const withToken = await write(
      '/public-write',
      { [CSRF_HEADER]: csrfTokenFor(t.ctx.secrets.csrf, token) },
      { [TOKEN_COOKIE]: token },
    );
    expect(withToken.json()).toEqual({ userId });
    expect((await write('/public-write', { authorization: `Bearer ${token}` })).json()).toEqual({ userId });
  });

  it('refuses a protected write by cookie without the CSRF token (403)', async () => {
    const forged = await write('/user-write', {}, { [TOKEN_COOKIE]: token });
    expect(errorOf(forged)).toMatchObject({ status: 403, code: 403, msg: '请求来源校验失败，请刷新页面后重试' });
    const ok = await write('/user-write', { [CSRF_HEADER]: csrfTokenFor(t.ctx.secrets.csrf, token) }, { [TOKEN_COOKIE]: token });
    expect(ok.json()).toEqual({ userId });
  });
});
