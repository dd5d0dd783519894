import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** What web/src/app/server-render.tsx answers. */
interface RenderedPage {
  body: string;
  title: string;
  head: string;
}

/** The public pages a visitor lands on (SPEC §2), as the web build names them (web/src/app/first-load.ts). */
export type PublicPage = 'home' | 'search' | 'goodsdetail' | 'shop';

/** A page drawn by the web build's server side. */
export interface DrawnPage extends RenderedPage {
  page: PublicPage;
}

export function publicPageOf(pathname: string): PublicPage | undefined {
  if (pathname === '/' || pathname === '/main') return 'home';
  if (pathname === '/search') return 'search';
  if (pathname === '/goodsdetail') return 'goodsdetail';
  if (/^\/shop\/\d{1,9}\/main$/.test(pathname)) return 'shop';
  return undefined;
}

interface ServerRenderModule {
  drawPage(url: string): Promise<RenderedPage | null>;
  answerCallsWith(transport: (url: string, init: RequestInit) => Promise<Response>): void;
}

export interface PageDrawer {
  /** The page of this request drawn, or null when the browser draws it (not a public page, a failed call). */
  draw(request: FastifyRequest): Promise<DrawnPage | null>;
}

/**
 * Drawing is a head start, not a need: beyond this many pages in the works or drawn in the last second (35–60 ms
 * of CPU each: at most about one core by default, WEB_DRAWS_PER_SECOND), or past `DRAW_WAIT_MS` for one, a visitor gets index.html and the browser
 * draws the page, as it does without a server side.
 */
export const DRAWING_MAX = 4;
export const DRAWS_PER_SECOND = 20;
export const DRAW_WAIT_MS = 2_000;

/** Whose page is being drawn, by which app: what the pages' API calls are answered as (one renderer a process). */
const visits = new AsyncLocalStorage<{ app: FastifyInstance; visitor: FastifyRequest }>();

/** A call of a page being drawn, answered by the app in-process as the visitor's own (no cookies: a visitor's). */
async function answerInProcess(url: string, init: RequestInit): Promise<Response> {
  const visit = visits.getStore();
  if (!visit) throw new Error(`a call outside a drawing: ${url}`);
  const { app, visitor } = visit;
  const call = app.inject({
    method: init.method === 'POST' ? 'POST' : 'GET',
    url,
    headers: { ...(init.headers as Record<string, string>), 'user-agent': visitor.headers['user-agent'] ?? '' },
    ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    remoteAddress: visitor.ip,
  });
  // The drawing is given up on after DRAW_WAIT_MS: so is the call (its query fails, which frees the drawing's place).
  let timer: NodeJS.Timeout | undefined;
  const givenUp = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`given up: ${url}`)), DRAW_WAIT_MS);
    init.signal?.addEventListener('abort', () => reject(new Error(`given up: ${url}`)), { once: true });
  });
  try {
    const answer = await Promise.race([call, givenUp]);
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) if (value !== undefined) headers.set(name, String(value));
    return new Response(answer.body, { status: answer.statusCode, headers });
  } finally {
    clearTimeout(timer);
  }
}

/**
 * How long a drawn page serves other visitors: `draw` is called when it must be drawn (again), and a page it does
 * not draw (null) is not kept. Every visitor sees the same page of a URL (they send no cookies along).
 */
export type KeepDrawnPage = (page: PublicPage, url: string, draw: () => Promise<DrawnPage | null>) => Promise<DrawnPage | null>;
const drawAgain: KeepDrawnPage = (_page, _url, draw) => draw();

export interface DrawerOptions {
  drawsPerSecond?: number;
  keep?: KeepDrawnPage;
}

/**
 * The web build's server side (web/dist-ssr/server-render.js), when the build has it and it loads (else the
 * browser draws every page, and the error log says why). Its pages' API calls go through Fastify's inject, as the
 * visitor's own calls: the same routes, validation and caches, the visitor's address in the logs, no network.
 */
export async function loadPageDrawer(
  app: FastifyInstance,
  entry: string,
  { drawsPerSecond = DRAWS_PER_SECOND, keep = drawAgain }: DrawerOptions = {},
): Promise<PageDrawer | undefined> {
  if (!existsSync(entry)) return undefined;
  let renderer: ServerRenderModule;
  try {
    renderer = (await import(pathToFileURL(entry).href)) as ServerRenderModule;
    renderer.answerCallsWith(answerInProcess);
  } catch (error) {
    app.logError(null, error instanceof Error ? error : new Error(String(error)));
    return undefined;
  }
  let drawnThisSecond = 0;
  let second = 0;
  const withinBudget = () => {
    const now = Math.floor(Date.now() / 1000);
    if (now !== second) [second, drawnThisSecond] = [now, 0];
    drawnThisSecond += 1;
    return drawnThisSecond <= drawsPerSecond;
  };
  let drawing = 0;
  const drawOne = async (request: FastifyRequest, page: PublicPage): Promise<DrawnPage | null> => {
    drawing += 1;
    try {
      // The visitor's path and query only: the host they sent plays no part.
      const drawn = await visits.run({ app, visitor: request }, () => renderer.drawPage(`http://localhost${request.url}`));
      return drawn && { ...drawn, page };
    } catch (error) {
      // The browser draws the page as it would without the server side; the failure is for the error log.
      app.logError(request, error instanceof Error ? error : new Error(String(error)));
      return null;
    } finally {
      drawing -= 1;
    }
  };
  return {
    async draw(request) {
      const page = publicPageOf(request.url.split('?')[0] ?? '');
      if (!page) return null;
      return keep(page, request.url, async () => {
        if (drawing >= DRAWING_MAX || !withinBudget()) return null;
        let timer: NodeJS.Timeout | undefined;
        const late = new Promise<null>((resolve) => {
          timer = setTimeout(() => resolve(null), DRAW_WAIT_MS);
        });
        // A drawing that comes too late still finishes (and counts) before it lets another start.
        return Promise.race([drawOne(request, page), late]).finally(() => clearTimeout(timer));
      });
    },
  };
}

const TITLE = /<title>[^<]*<\/title>/;
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const APP_SHELL = /<!--app-shell-->[\s\S]*<!--\/app-shell-->/;
/** index.html's app scripts: a drawn page loads them once painted (web/src/app/first-load.ts). */
const APP_SCRIPTS = /\s*<(?:script type="module"[^>]*><\/script|link rel="modulepreload"[^>]*)>/g;

/** The files of each public page, as the web build lists them for its first-load script (first-load.json). */
export type PageFiles = Partial<Record<PublicPage, string[]>>;

/**
 * index.html with the drawn page in #root, its stylesheets (index.html's own, antd's of the page, the page's
 * files') and data in the head, and without the loading frame, nor the app's scripts: index.html's first-load
 * script loads them once the page has been painted.
 */
export function serverPageOf(template: string, drawn: DrawnPage, files: PageFiles): string {
  const stylesheets = (files[drawn.page] ?? [])
    .filter((file) => file.endsWith('.css'))
    .map((file) => `<link rel="stylesheet" crossorigin href="${file}">`)
    .join('');
  return template
    .replace(TITLE, () => `<title>${escapeHtml(drawn.title)}</title>`)
    .replace(APP_SCRIPTS, '')
    .replace('</head>', () => `${stylesheets}${drawn.head}</head>`)
    .replace(APP_SHELL, '')
    .replace('<div id="root"></div>', () => `<div id="root">${drawn.body}</div>`);
}
