import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DRAW_WAIT_MS, DRAWING_MAX, DRAWS_PER_SECOND, loadPageDrawer, publicPageOf, serverPageOf } from './server-pages.ts';

// index.html as the web build writes it (web/index.html): the app's scripts and stylesheet in the head, the
// first-load script and the loading frame in the body.
const TEMPLATE = `<!doctype html>
<html lang="zh-CN">
  <head>
    <title>化工商城</title>
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-B.js">
    <link rel="stylesheet" crossorigin href="/assets/index-C.css">
  </head>
  <body>
    <script>(function startFirstLoad() {})()</script>
    <!--app-shell-->
    <div id="app-shell" class="public-layout"><div class="topbar"></div></div>
    <!--/app-shell-->
    <div id="root"></div>
  </body>
</html>`;

describe('publicPageOf', () => {
  it('names the public pages a visitor lands on, and nothing else', () => {
    expect(['/', '/main', '/search', '/goodsdetail', '/shop/12/main'].map(publicPageOf)).toEqual([
      'home',
      'home',
      'search',
      'goodsdetail',
      'shop',
    ]);
    for (const path of ['/login', '/manage/index', '/shop/12', '/shop/x/main', '/shop/1234567890/main', '/search/x', '/mainx'])
      expect(publicPageOf(path), path).toBeUndefined();
  });
});

describe('serverPageOf', () => {
  const drawn = {
    page: 'shop' as const,
    body: '<main>店铺 $& $1</main>',
    title: '店铺 <A&B> - 化工商城',
    head: '<style>.a{}</style>',
  };
  const files = { shop: ['/assets/shop-D.js', '/assets/shop-E.css'], home: ['/assets/home-F.css'] };
  const html = serverPageOf(TEMPLATE, drawn, files);

  it('puts the page in #root, as drawn (replacement patterns in it are text), and its title', () => {
    expect(html).toContain('<div id="root"><main>店铺 $& $1</main></div>');
    expect(html).toContain('<title>店铺 &lt;A&amp;B&gt; - 化工商城</title>');
    expect(html).not.toContain('<title>化工商城</title>');
  });

  it("links the page's stylesheets and its styles in the head, after index.html's own", () => {
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/index-C.css">');
    expect(head.indexOf('/assets/index-C.css')).toBeLessThan(head.indexOf('/assets/shop-E.css'));
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/shop-E.css"><style>.a{}</style>');
    expect(html).not.toContain('home-F.css');
    // The page's code is the first-load script's to load, once the page is painted.
    expect(html).not.toContain('shop-D.js');
  });

  it("leaves out the loading frame and the app's scripts, keeps the first-load script", () => {
    expect(html).not.toContain('app-shell');
    expect(html).not.toContain('/assets/index-A.js');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('startFirstLoad');
  });
});

// A stand-in for the web build's server side (web/dist-ssr/server-render.js), with its interface: each test says
// how it draws (globalThis.drawPageForTest), with the transport the server gave it.
const RENDERER = `let transport;
export function answerCallsWith(next) { transport = next; }
export function drawPage(url) { return globalThis.drawPageForTest(url, transport); }
`;
type Transport = (url: string, init: RequestInit) => Promise<Response>;
const drawWith = (draw: (url: string, transport: Transport) => Promise<unknown>) =>
  Object.assign(globalThis, { drawPageForTest: draw });

/** Lets the event loop turn (timers are fake) until `done`. */
async function until(done: () => boolean) {
  for (let turn = 0; turn < 1_000 && !done(); turn += 1) await new Promise((resolve) => setImmediate(resolve));
  expect(done()).toBe(true);
}

describe('loadPageDrawer', () => {
  let app: FastifyInstance;
  const errors: string[] = [];
  const open = async (url: string) => (await app.inject({ url, remoteAddress: '10.1.2.3' })).json();

  let entry: string;
  /** An app with the drawer, whose /api/who names it. */
  async function appWithDrawer(name: string) {
    const next = Fastify();
    next.decorate('logError', (_request: unknown, error: Error) => void errors.push(error.message));
    next.get('/api/who', async (request) => ({ app: name, ip: request.ip, language: request.headers.language }));
    next.get('/api/hang', () => new Promise(() => {}));
    const drawer = await loadPageDrawer(next, entry);
    next.get('/*', async (request) => ({ drawn: (await drawer?.draw(request)) ?? null }));
    return { next };
  }
  beforeAll(async () => {
    entry = path.join(mkdtempSync(path.join(os.tmpdir(), 'hgsc-drawer-')), 'server-render.js');
    writeFileSync(entry, RENDERER);
    ({ next: app } = await appWithDrawer('first'));
  });
  afterEach(() => {
    vi.useRealTimers();
    errors.length = 0;
  });

  it('is not there when the build has no server side', async () => {
    expect(await loadPageDrawer(app, '/nowhere/server-render.js')).toBeUndefined();
  });

  it("draws the public pages only, their calls answered in-process as the visitor's", async () => {
    drawWith(async (url, transport) => {
      const answer = await transport('/api/who', { method: 'GET', headers: { language: 'zh' } });
      return { body: `${url} ${JSON.stringify(await answer.json())}`, title: 't', head: '' };
    });
    expect(await open('/goodsdetail?id=7')).toEqual({
      drawn: {
        page: 'goodsdetail',
        title: 't',
        head: '',
        body: 'http://localhost/goodsdetail?id=7 {"app":"first","ip":"10.1.2.3","language":"zh"}',
      },
    });
    expect(await open('/manage/index')).toEqual({ drawn: null });
  });

  it('leaves to the browser a page whose drawing failed, and logs why', async () => {
    drawWith(async () => {
      throw new Error('antd broke');
    });
    expect(await open('/search')).toEqual({ drawn: null });
    expect(errors).toEqual(['antd broke']);
  });

  it(`draws at most ${DRAWING_MAX} pages at a time, and gives up waiting after ${DRAW_WAIT_MS} ms`, async () => {
    const finish: Array<() => void> = [];
    drawWith(() => new Promise((resolve) => finish.push(() => resolve({ body: 'late', title: 't', head: '' }))));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const busy = Array.from({ length: DRAWING_MAX }, () => open('/'));
    await until(() => finish.length === DRAWING_MAX);
    expect(await open('/main')).toEqual({ drawn: null });
    expect(finish).toHaveLength(DRAWING_MAX);

    vi.advanceTimersByTime(DRAW_WAIT_MS);
    for (const answer of await Promise.all(busy)) expect(answer).toEqual({ drawn: null });
    // Given up on, they still count until they end.
    expect(await open('/main')).toEqual({ drawn: null });
    for (const end of finish.splice(0)) end();
    const next = open('/main');
    await until(() => finish.length === 1);
    finish[0]?.();
    expect(await next).toEqual({ drawn: { page: 'home', body: 'late', title: 't', head: '' } });
  });

  it('gives up a call that does not answer, and with it the drawing, which frees its place', async () => {
    drawWith(async (_url, transport) => {
      await transport('/api/hang', { method: 'GET', headers: {} });
      return { body: 'never', title: 't', head: '' };
    });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const hung = Array.from({ length: DRAWING_MAX }, () => open('/'));
    await until(() => errors.length === 0 && vi.getTimerCount() >= DRAWING_MAX * 2);
    vi.advanceTimersByTime(DRAW_WAIT_MS);
    for (const answer of await Promise.all(hung)) expect(answer).toEqual({ drawn: null });
    expect(errors).toEqual(Array(DRAWING_MAX).fill('given up: /api/hang'));
    vi.useRealTimers();
    drawWith(async () => ({ body: 'again', title: 't', head: '' }));
    expect(await open('/')).toEqual({ drawn: { page: 'home', body: 'again', title: 't', head: '' } });
  });

  it(`draws at most ${DRAWS_PER_SECOND} pages a second`, async () => {
    drawWith(async () => ({ body: 'quick', title: 't', head: '' }));
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T10:00:00.100Z'));
    const answers: { drawn: unknown }[] = [];
    for (let n = 0; n <= DRAWS_PER_SECOND; n += 1) answers.push(await open('/search'));
    expect(answers.filter((answer) => answer.drawn).length).toBe(DRAWS_PER_SECOND);
    expect(answers.at(-1)).toEqual({ drawn: null });
    vi.setSystemTime(new Date('2026-11-27T10:00:01.000Z'));
    expect((await open('/search')).drawn).toBeTruthy();
  });

  it("answers a drawing's calls as its visitor's while another drawing ends before it", async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let holding = false;
    drawWith(async (url, transport) => {
      if (url.endsWith('/search')) {
        holding = true;
        await held;
      }
      const answer = await transport('/api/who', { method: 'GET', headers: {} });
      return { body: ((await answer.json()) as { ip: string }).ip, title: 't', head: '' };
    });
    const slow = app.inject({ url: '/search', remoteAddress: '10.0.0.1' });
    await until(() => holding);
    const quick = (await app.inject({ url: '/', remoteAddress: '10.0.0.2' })).json();
    expect(quick.drawn.body).toBe('10.0.0.2');
    release();
    expect((await slow).json().drawn.body).toBe('10.0.0.1');
    expect(errors).toEqual([]);
  });

  it("answers each app's pages by that app, when two share the process (and the renderer)", async () => {
    const { next: second } = await appWithDrawer('second');
    drawWith(async (_url, transport) => {
      const answer = await transport('/api/who', { method: 'GET', headers: {} });
      return { body: ((await answer.json()) as { app: string }).app, title: 't', head: '' };
    });
    expect((await app.inject('/')).json().drawn.body).toBe('first');
    expect((await second.inject('/')).json().drawn.body).toBe('second');
    await second.close();
  });

  it('draws nothing when the server side does not load, and logs why', async () => {
    const broken = path.join(mkdtempSync(path.join(os.tmpdir(), 'hgsc-drawer-')), 'server-render.js');
    writeFileSync(broken, 'throw new Error("bundle of another build");\n');
    expect(await loadPageDrawer(app, broken)).toBeUndefined();
    expect(errors).toEqual(['bundle of another build']);
  });
});
