// The browser surface first: the request layer's modules read it as they load.
import '../test/dom-stub.ts';

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogueApi } from '../features/catalogue/api.ts';
import { parseSearchQuery } from '../features/catalogue/search-query.ts';
import { shopPublicApi } from '../features/storefront/api.ts';
import { parseShopProductQuery } from '../features/storefront/shop-product-query.ts';
import { earlyCallKey } from '../shared/request/early-calls.ts';
import { fakeLocation, setCookie, setPath } from '../test/dom-stub.ts';
import { startFirstLoad } from './first-load.ts';

// The first-load script runs before the app: it sees the browser's globals, not the app's modules.
const links: {
  rel?: string;
  href?: string;
  as?: string;
  crossOrigin?: string;
  fetchPriority?: string;
  type?: string;
  src?: string;
}[] = [];
type Link = (typeof links)[number];
/** A fragment's links reach the page when the fragment is added to it. */
const fragment = () => {
  const held: Link[] = [];
  return { held, appendChild: (link: Link) => held.push(link) };
};
const addToHead = (node: Link | ReturnType<typeof fragment>) =>
  'held' in node ? links.push(...node.held.splice(0)) : links.push(node);
Object.assign(document, { createElement: () => ({}), createDocumentFragment: fragment, head: { appendChild: addToHead } });
vi.stubGlobal('location', fakeLocation);
vi.stubGlobal('localStorage', window.localStorage);

const answer = (data: unknown) =>
  new Response(JSON.stringify({ code: 200, success: true, msg: 'ok', data }), {
    headers: { 'content-type': 'application/json' },
  });

/** Opens `url` as the first page: the early calls get answers naming their URL and body. */
function open(url: string) {
  window.__earlyCalls = undefined;
  const [pathname, search = ''] = url.split('?');
  setPath(pathname ?? '/', search ? `?${search}` : '');
  const early: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (callUrl: string, init: RequestInit) => {
      early.push(`${init.method} ${callUrl}`);
      // A product's pictures, a shop's logo, the results' covers: what the page shows first.
      return answer({
        early: `${init.method} ${callUrl} ${init.body ?? ''}`,
        imageUrls: ['', '/pic/1.png'],
        logoUrl: '/logo.png',
        records: [{ coverUrl: '/cover/1.png' }],
      });
    }),
  );
  startFirstLoad({ home: ['/assets/Home.js', '/assets/Home.css'], shop: ['/assets/Shop.js'] }, earlyCallKey, [
    '/assets/index.js',
  ]);
  // From here on a call the page sends itself is one the first-load script did not answer.
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (callUrl: string, init: RequestInit) => {
      asked.push(`${init.method} ${callUrl}`);
      return answer({ asked: true });
    }),
  );
  return { early, asked };
}

beforeEach(() => {
  links.length = 0;
  setCookie('');
  window.localStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe('the first-load script', () => {
  it('answers the home page its first call, and preloads its files', async () => {
    const { early, asked } = open('/');
    expect(early).toEqual(['POST /api/search/home/page']);
    expect(await catalogueApi.home()).toMatchObject({ early: 'POST /api/search/home/page {}' });
    expect(asked).toEqual([]);
    expect(links).toEqual([
      { href: '/assets/Home.js', crossOrigin: '', rel: 'modulepreload' },
      { href: '/assets/Home.css', crossOrigin: '', rel: 'preload', as: 'style' },
    ]);
  });

  it("answers a product's and a shop's pages the calls they make", async () => {
    open('/goodsdetail?id=295');
    expect(await catalogueApi.details(295)).toMatchObject({ early: 'POST /api/product/details {"id":295}' });
    // The gallery's first picture loads as soon as the answer names it.
    await vi.waitFor(() =>
      expect(links).toContainEqual({ rel: 'preload', as: 'image', href: '/pic/1.png', fetchPriority: 'high' }),
    );

    const { asked } = open('/shop/5/main');
    expect(await shopPublicApi.profile(5)).toMatchObject({ early: 'GET /api/shop/info?id=5 ' });
    await vi.waitFor(() => expect(links.filter((link) => link.as === 'image').map((link) => link.href)).toContain('/logo.png'));
    const products = await catalogueApi.shopProducts({ ...parseShopProductQuery(new URLSearchParams()), id: 5 });
    expect(products).toMatchObject({ early: expect.stringMatching(/^POST \/api\/shop\/product\/list /) });
    expect(asked).toEqual([]);
  });

  it('answers the search page without filters; with filters the page asks itself', async () => {
    open('/search');
    expect(await catalogueApi.search(parseSearchQuery(new URLSearchParams()))).toMatchObject({
      early: expect.stringMatching(/^POST \/api\/search\/searchPage /),
    });
    expect(await catalogueApi.categoryTree()).toMatchObject({ early: 'GET /api/homepage/product/category/tree ' });
    await vi.waitFor(() => expect(links.map((link) => link.href)).toContain('/cover/1.png'));

    const { early, asked } = open('/search?keyword=acetone');
    expect(early).toEqual(['GET /api/homepage/product/category/tree']);
    await catalogueApi.search(parseSearchQuery(new URLSearchParams('keyword=acetone')));
    expect(asked).toEqual(['POST /api/search/searchPage']);
  });

  it('answers once: the same call later asks the server', async () => {
    const { asked } = open('/goodsdetail?id=7');
    await catalogueApi.details(7);
    expect(await catalogueApi.details(7)).toEqual({ asked: true });
    expect(asked).toEqual(['POST /api/product/details']);
  });

  it('leaves a stale answer (the page came much later) and another language to the page', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    const stale = open('/');
    vi.advanceTimersByTime(16_000);
    expect(await catalogueApi.home()).toEqual({ asked: true });
    expect(stale.asked).toHaveLength(1);
    vi.useRealTimers();

    // Sent in the stored language (English) while the app speaks Chinese: not the answer it asks for.
    window.localStorage.setItem('language', 'en');
    const english = open('/');
    expect(await catalogueApi.home()).toEqual({ asked: true });
    expect(english.asked).toHaveLength(1);
  });

  it("sends no call for a logged-in visitor (the page's carry a CSRF token), but preloads", () => {
    setCookie('hgsc-csrf-token=abc');
    const { early } = open('/shop/5/main');
    expect(early).toEqual([]);
    expect(links.map((link) => link.href)).toEqual(['/assets/Shop.js']);
  });

  it('loads the app once a page the server drew is painted, its code only and no call', async () => {
    window.__serverPage = { queries: { queries: [], mutations: [] }, router: {} };
    const paints: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (paint: FrameRequestCallback) => paints.push(paint));
    try {
      const { early } = open('/');
      expect(early).toEqual([]);
      // Nothing before the first frame: the page's stylesheets came with it, its code waits.
      expect(links).toEqual([]);
      expect(paints).toHaveLength(1);
      paints[0]?.(0);
      await vi.waitFor(() => expect(links).toHaveLength(2));
      expect(links).toEqual([
        { href: '/assets/Home.js', crossOrigin: '', rel: 'modulepreload' },
        { type: 'module', crossOrigin: '', src: '/assets/index.js' },
      ]);
    } finally {
      window.__serverPage = undefined;
      vi.unstubAllGlobals();
      vi.stubGlobal('location', fakeLocation);
      vi.stubGlobal('localStorage', window.localStorage);
    }
  });
});
