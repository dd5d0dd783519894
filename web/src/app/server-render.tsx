import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { t } from '../shared/i18n/index.ts';
import { setTransport } from '../shared/request/http.ts';
import { QUERY_STALE_MS } from '../shared/request/query.ts';
import { AppErrorBoundary } from './ErrorBoundary.tsx';
import { Providers } from './providers.tsx';
import type { ServerLoadContext } from './route-data.ts';
import { titleOf } from './route-handle.ts';
import { routes } from './router.tsx';
import { SERVER_PAGE_GLOBAL, type ServerPage } from './server-page.ts';

/**
 * The server's side of the public pages (home, search, product details, shop): built by `vite build --ssr` into
 * web/dist-ssr and called by the API server for visitors (server/src/platform/http/web-pages.ts). The page is
 * drawn with its route's data, as the browser would draw it; the browser then takes it over (hydrate.tsx) instead
 * of drawing it again. A page that redirects, fails or is not a visitor's is left to the browser (null).
 */
const handler = createStaticHandler(routes);

export interface DrawnPage {
  /** The page's markup, for index.html's #root. */
  body: string;
  /** The page's title, as the app sets it. */
  title: string;
  /** antd's styles for that markup, and what the browser needs to take the page over: for index.html's head. */
  head: string;
}

/** How the pages' API calls reach the API in the same process (Fastify's inject): set once at start-up. */
export const answerCallsWith = setTransport;

/**
 * antd's styles, computed once for every drawing: a cache of its own per drawing made each one derive the theme's
 * tokens and serialize every component's styles again, half of a product page's 33 ms. A drawn page therefore
 * carries the styles of the public pages' components drawn so far, not only its own: the same few components
 * serve all four pages.
 */
const styles = createCache();

/**
 * One drawing renders and collects its styles at a time: extractStyle orders styles by when a render last touched
 * them, so two renders interleaved (prerender is asynchronous) would mix their orders, and a page's styles must come
 * in its own render's order. The calls of each drawing still run side by side; the render is one thread's work anyway.
 */
let rendering: Promise<unknown> = Promise.resolve();
/** A render that hangs holds the next ones this long at most (the server gives a drawing up after 2 s). */
const RENDER_TURN_MAX_MS = 2_000;
function renderedAlone<T>(render: () => Promise<T>): Promise<T> {
  const turn = rendering.then(render);
  rendering = new Promise<void>((release) => {
    const timer = setTimeout(release, RENDER_TURN_MAX_MS);
    const done = () => {
      clearTimeout(timer);
      release();
    };
    void turn.then(done, done);
  });
  return turn;
}

const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export async function drawPage(url: string): Promise<DrawnPage | null> {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: QUERY_STALE_MS } } });
  const requestContext: ServerLoadContext = { queryClient };
  const context = await handler.query(new Request(url), { requestContext });
  if (context instanceof Response || context.errors || context.statusCode !== 200) return null;
  // A failed call shows as an error in the browser (a toast, a retry): the browser draws that page.
  if (
    queryClient
      .getQueryCache()
      .getAll()
      .some((query) => query.state.status === 'error')
  )
    return null;

  const router = createStaticRouter(handler.dataRoutes, context);
  const { body, css } = await renderedAlone(async () => {
    const { prelude } = await prerender(
      <StyleProvider cache={styles}>
        <AppErrorBoundary>
          <Providers client={queryClient}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </Providers>
        </AppErrorBoundary>
      </StyleProvider>,
    );
    return { body: await new Response(prelude).text(), css: extractStyle(styles) };
  });
  // The routes' loaders return nothing of their own (their data is in the queries), nor do failed pages come here.
  const page: ServerPage = {
    queries: dehydrate(queryClient),
    router: { loaderData: context.loaderData, actionData: context.actionData },
  };
  const title = titleOf(
    context.matches.map((match) => match.route),
    t,
  );
  return { body, title, head: `${css}<script>window.${SERVER_PAGE_GLOBAL}=${scriptJson(page)}</script>` };
}
