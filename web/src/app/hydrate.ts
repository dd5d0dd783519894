import { hydrate } from '@tanstack/react-query';
import { type HydrationState, matchRoutes, type RouteObject } from 'react-router';
import { currentLanguage } from '../shared/i18n/index.ts';
import { queryClient } from './query-client.ts';

/**
 * A page the server drew (server-render.tsx) for this visit, ready to be taken over: its answers are in the
 * cache and its route modules loaded, as the browser's first render must match the server's markup. Undefined
 * when the server did not draw the page, or drew it in Chinese for a visitor who chose English (drawn again).
 */
export async function takeServerPage(routes: RouteObject[]): Promise<HydrationState | undefined> {
  const page = window.__serverPage;
  // Read once: its answers move into the cache.
  window.__serverPage = undefined;
  if (!page || currentLanguage() !== 'zh') return undefined;
  // As fresh as the page the visitor is looking at, however long the app's code took: no call again on mount (a
  // product page's would count a second view).
  const now = Date.now();
  for (const query of page.queries.queries) query.state.dataUpdatedAt = now;
  hydrate(queryClient, page.queries);
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
  return page.router;
}
