import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetCatalogue } from '../src/platform/cache/catalogue-cache.ts';
import { createTestApp, type TestApp } from './harness.ts';

/** The built web app as the server sends it: pre-compressed copies, cache headers (issue 7). */
describe('the web build served by the API', () => {
  const script = 'export const greeting = "你好";\n'.repeat(200);
  let dir: string;
  let t: TestApp;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'hgsc-web-'));
    await mkdir(path.join(dir, 'assets'));
    await writeFile(path.join(dir, 'index.html'), '<div id="root"></div>');
    await writeFile(path.join(dir, 'assets', 'app-1a2b3c.js'), script);
    await writeFile(path.join(dir, 'assets', 'app-1a2b3c.js.br'), brotliCompressSync(script));
    await writeFile(path.join(dir, 'assets', 'app-1a2b3c.js.gz'), gzipSync(script));
    t = await createTestApp({ WEB_DIST: dir });
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends a hashed script brotli-compressed to a browser that takes it, cached for a year', async () => {
    const res = await get('/assets/app-1a2b3c.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('falls back to gzip, then to the plain file', async () => {
    const gzipped = await get('/assets/app-1a2b3c.js', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(script);
    const plain = await get('/assets/app-1a2b3c.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a client route with index.html, which the browser checks every time', async () => {
    const res = await get('/manage/index', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});

/**
 * The public pages drawn by the web build's server side (platform/web/server-pages.ts), here a stand-in with its
 * interface whose page shows the real home data it asked the API for (the real one runs in e2e/tests/server-pages).
 */
describe('the public pages drawn by the server', () => {
  const renderer = `let transport;
export function answerCallsWith(next) { transport = next; }
export async function drawPage(url) {
  globalThis.drawnPages = (globalThis.drawnPages ?? 0) + 1;
  const answer = await (await transport('/api/search/home/page', { method: 'POST', headers: { 'Content-Type': 'application/json', language: 'zh' }, body: '{}' })).json();
  return { body: '<main>' + url + ' ' + answer.data.categories.length + ' categories</main>', title: '首页 - 化工商城', head: '<style>.drawn{}</style>' };
}
`;
  const template =
    '<html><head><script type="module" crossorigin src="/assets/index-A.js"></script></head><body><!--app-shell--><div id="app-shell"></div><!--/app-shell--><div id="root"></div></body></html>';
  let dir: string;
  let t: TestApp;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'hgsc-web-'));
    await mkdir(path.join(dir, 'dist'));
    await mkdir(path.join(dir, 'dist-ssr'));
    await writeFile(path.join(dir, 'dist', 'index.html'), template);
    await writeFile(
      path.join(dir, 'dist', 'first-load.json'),
      JSON.stringify({ home: ['/assets/home-B.css', '/assets/home-C.js'] }),
    );
    await writeFile(path.join(dir, 'dist-ssr', 'server-render.js'), renderer);
    // WEB_SSR's default: dist-ssr beside WEB_DIST. The home page kept as its data is (catalogue-cache.ts).
    t = await createTestApp({ WEB_DIST: path.join(dir, 'dist'), HOME_CACHE_SECONDS: 300 });
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  const open = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it("answers a visitor's home page drawn, with its data, stylesheets and styles, compressed, without the app's scripts", async () => {
    const categories = (await t.app.inject({ method: 'POST', url: '/api/search/home/page', payload: {} })).json().data.categories
      .length;
    const res = await open('/main?from=ad', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toBe('accept-encoding, cookie');
    const html = brotliDecompressSync(res.rawPayload).toString();
    expect(html).toContain(`<div id="root"><main>http://localhost/main?from=ad ${categories} categories</main></div>`);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/home-B.css"><style>.drawn{}</style></head>');
    expect(html).not.toContain('app-shell');
    expect(html).not.toContain('index-A.js');
  });

  it('leaves signed-in users, English visitors and other pages to the browser', async () => {
    for (const [url, cookie] of [
      ['/', 'hgsc-access-token=abc'],
      ['/', 'hgsc-language=en'],
      ['/login', ''],
      ['/goodsdetail?id=1', 'hgsc-access-token=abc; hgsc-language=zh'],
    ] as const) {
      const res = await open(url, cookie ? { cookie } : {});
      expect(res.statusCode, `${url} ${cookie}`).toBe(200);
      expect(res.body, `${url} ${cookie}`).toBe(template);
    }
    // A visitor in Chinese gets it drawn.
    expect((await open('/', { cookie: 'hgsc-language=zh' })).body).toContain('categories</main>');
  });

  it('draws the home page once for the visitors of its seconds, and again after a catalogue change', async () => {
    forgetCatalogue(t.ctx);
    const drawn = () => (globalThis as { drawnPages?: number }).drawnPages ?? 0;
    const before = drawn();
    const first = (await open('/')).body;
    expect(first).toContain('categories</main>');
    expect((await open('/')).body).toBe(first);
    expect(drawn()).toBe(before + 1);
    // Another URL is another page; a product page is drawn for each visit (its call counts the view).
    await open('/goodsdetail?id=1');
    await open('/goodsdetail?id=1');
    expect(drawn()).toBe(before + 3);
    forgetCatalogue(t.ctx);
    await open('/');
    expect(drawn()).toBe(before + 4);
  });
});
