import type { EarlyCall, earlyCallKey } from '../shared/request/early-calls.ts';
import './server-page.ts';

/** The public pages whose files the build lists for the first-load script (web/vite.config.ts). */
export type FirstLoadPage = 'home' | 'search' | 'goodsdetail' | 'shop';

/** [method, URL with its query, JSON body, the pictures of its answer's `data` the page shows first] */
type Call = [method: 'GET' | 'POST', url: string, body: unknown, pictures?: (data: never) => unknown[]];

/**
 * Runs inline in index.html, before the app's JavaScript has arrived (a second or more on a slow phone):
 * vite-plugins/first-load.ts writes it there as source, so it may use nothing from outside its body but its
 * arguments and the browser's globals. For the public page being opened it
 * - preloads the page's own files (its lazy route modules, their imports and CSS: `files`, listed by the build),
 *   which the router would otherwise ask for only once the entry has been downloaded and run;
 * - sends the page's first API calls — the very calls the page makes, in the request layer's form, so that the
 *   request layer takes their answers instead of asking again (shared/request/early-calls.ts).
 * Calls that depend on filters in the URL are left to the page, and so are a logged-in visitor's (they carry the
 * CSRF token).
 */
export function startFirstLoad(files: Partial<Record<FirstLoadPage, string[]>>, keyOf: typeof earlyCallKey, app: string[]): void {
  const path = location.pathname;
  const query = new URLSearchParams(location.search);
  const idOf = (value: string | null | undefined) => (value && /^\d{1,9}$/.test(value) && +value > 0 ? +value : 0);
  // The defaults of a product list: first page, 10 a page; a shop's newest first, the search's best match first.
  const firstPage = { current: 1, size: 10, sort: 'newest' };
  let page: FirstLoadPage | undefined;
  const calls: Call[] = [];
  const shop = /^\/shop\/(\d{1,9})\/main$/.exec(path);
  if (path === '/' || path === '/main') {
    page = 'home';
    calls.push(['POST', '/api/search/home/page', {}]);
  } else if (path === '/search') {
    page = 'search';
    // The filters' category tree, whatever the filters.
    calls.push(['GET', '/api/homepage/product/category/tree', undefined]);
    // The first results' pictures: the first screen's largest.
    const covers = (data: { records?: { coverUrl?: string }[] }) => (data.records ?? []).slice(0, 2).map((r) => r.coverUrl);
    if (!location.search) calls.push(['POST', '/api/search/searchPage', { ...firstPage, sort: 'relevance' }, covers]);
  } else if (path === '/goodsdetail') {
    page = 'goodsdetail';
    const id = idOf(query.get('id'));
    // The gallery's first picture: the page's largest.
    if (id)
      calls.push(['POST', '/api/product/details', { id }, (data: { imageUrls?: string[] }) => [data.imageUrls?.find(Boolean)]]);
  } else if (shop && idOf(shop[1])) {
    page = 'shop';
    // The shop's logo and banner: the header's pictures.
    const pictures = (data: { logoUrl?: string; bannerUrl?: string }) => [data.logoUrl, data.bannerUrl];
    calls.push(['GET', `/api/shop/info?id=${idOf(shop[1])}`, undefined, pictures]);
    if (!location.search) calls.push(['POST', '/api/shop/product/list', { ...firstPage, id: idOf(shop[1]) }]);
  }
  const preload = (hrefs: string[]) => {
    const links = document.createDocumentFragment();
    for (const href of hrefs) {
      const link = document.createElement('link');
      link.href = href;
      // As Vite's own preloading asks for them (CORS, same-origin credentials), or the browser would fetch them twice.
      link.crossOrigin = '';
      if (href.endsWith('.css')) {
        link.rel = 'preload';
        link.as = 'style';
      } else link.rel = 'modulepreload';
      links.appendChild(link);
    }
    document.head.appendChild(links);
  };

  let language = 'zh';
  try {
    if (localStorage.getItem('language') === 'en') language = 'en';
  } catch {}
  // The server draws pages in Chinese: told of English (LANGUAGE_COOKIE), it leaves the next ones to the app.
  if (language === 'en' && !/(^|;\s*)hgsc-language=en/.test(document.cookie))
    // biome-ignore lint/suspicious/noDocumentCookie: a constant cookie, where the Cookie Store API is not yet everywhere
    document.cookie = 'hgsc-language=en; path=/; max-age=31536000; samesite=lax';

  // A page the server drew is there already, with its styles linked and its data (app/server-render.tsx; the server
  // left the app's scripts out of index.html): the app's code comes once the page has been painted, instead of
  // delaying that paint on a slow phone. Its links work meanwhile, as plain links.
  const [entry = '', ...imported] = app;
  const loadApp = (scripts: string[]) => {
    preload(scripts);
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  };
  if (window.__serverPage) {
    const pageScripts = ((page && files[page]) || []).filter((href) => !href.endsWith('.css'));
    if (language === 'zh') {
      const afterPaint = () => requestAnimationFrame(() => setTimeout(() => loadApp([...imported, ...pageScripts])));
      if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterPaint, { once: true });
      else afterPaint();
      return;
    }
    // Drawn in Chinese for a visitor who chose English (before the server knew): hidden until the app draws it
    // again in English (main.tsx), as a page the server did not draw.
    document.documentElement.dataset.redraw = '';
    loadApp(imported);
  }
  if (!page) return;
  preload(files[page] ?? []);
  if (/(^|;\s*)hgsc-csrf-token=/.test(document.cookie)) return;
  const early: Record<string, EarlyCall> = {};
  for (const [method, url, body, pictures] of calls) {
    const headers: Record<string, string> = { Accept: 'application/json', language };
    if (method === 'POST') headers['Content-Type'] = 'application/json';
    const response = fetch(url, { method, headers, body: method === 'POST' ? JSON.stringify(body) : undefined });
    // Unused (the page asked differently), a failure is nobody's concern; used, the request layer sees it.
    response.catch(() => {});
    early[keyOf(method, url, body, language)] = { at: performance.now(), response };
    // Its pictures load as soon as the answer names them, not once the page has drawn their <img>. A copy of the
    // answer is read here (taken before the request layer reads the answer itself).
    if (pictures)
      response
        .then((answer) => answer.clone().json())
        .then((envelope: { data?: never }) => {
          for (const href of envelope.data ? pictures(envelope.data) : []) {
            if (typeof href !== 'string' || !href) continue;
            const link = document.createElement('link');
            link.rel = 'preload';
            link.as = 'image';
            link.href = href;
            link.fetchPriority = 'high';
            document.head.appendChild(link);
          }
        })
        .catch(() => {});
  }
  window.__earlyCalls = early;
}
