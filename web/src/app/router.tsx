import {
  createBrowserRouter,
  type HydrationState,
  Navigate,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import { loadAdminLayout, loadAdminLoginPage } from '../features/admin/index.ts';
import { catalogueQueries } from '../features/catalogue/index.ts';
import { homeBlockQueries, loadHomePage, siteInfoQuery } from '../features/home/index.ts';
import { loadManageLayout } from '../features/manage/index.ts';
import { loadStatusPages } from '../features/system/index.ts';
import { lazyPage } from '../shared/lazy.ts';
import { setNavigate } from '../shared/navigation.ts';
import { AREA_PATH, type AreaName, loadArea } from './areas.ts';
import { handle } from './feature.ts';
import { features } from './features.ts';
import { PublicLayout } from './layouts/PublicLayout.tsx';
import { RootLayout } from './layouts/RootLayout.tsx';
import { RouteError } from './RouteError.tsx';
import { markFirstPageLoaded, queriesLoader } from './route-data.ts';
import { handleOf } from './route-handle.ts';
import { prepareWorkspace } from './workspace.ts';

const home = lazyPage(loadHomePage);
const homeData = queriesLoader(() => [catalogueQueries.home()], homeBlockQueries);
/** The footer's filing information, on every page of the public frame: drawn with the page by the server. */
const frameData = queriesLoader(
  () => [],
  () => [siteInfoQuery()],
);

/**
 * A signed-in page of the public frame (checkout, order detail, contracts…), or one that says it needs
 * them, loads with the workspace (strings, dialogs), as the management centre does; visitors' pages go without.
 */
function withWorkspaceMessages(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const { lazy } = route;
    const { auth, messages } = handleOf({ handle: route.handle });
    const needsWorkspace = Boolean(auth) || messages === 'workspace';
    return {
      ...route,
      ...(needsWorkspace && typeof lazy === 'function'
        ? { lazy: async () => (await Promise.all([lazy(), prepareWorkspace()]))[0] }
        : {}),
      ...(route.children ? { children: withWorkspaceMessages(route.children) } : {}),
    } as RouteObject;
  });
}
const statusPage = (status: '403' | '404' | '500') =>
  lazyPage(() => loadStatusPages().then((pages) => ({ default: pages.statusPages[status] })));

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    errorElement: <RouteError />,
    // Until the first page's code and data are there, index.html's frame stands (app-shell.ts).
    HydrateFallback: () => null,
    children: [
      {
        Component: PublicLayout,
        loader: frameData,
        children: [
          {
            // Errors below render inside the public frame.
            errorElement: <RouteError />,
            children: [
              { index: true, handle: handle({ title: 'route.home' }), loader: homeData, lazy: home },
              { path: 'main', handle: handle({ title: 'route.home' }), loader: homeData, lazy: home },
              ...withWorkspaceMessages(features.flatMap((f) => f.publicRoutes ?? [])),
              {
                path: 'manage',
                handle: handle({ title: 'route.manage', auth: true }),
                lazy: lazyPage(loadManageLayout),
                children: [
                  {
                    // The features' pages join here on the first visit (patchAreas below).
                    id: 'manage-pages',
                    errorElement: <RouteError />,
                    children: [{ index: true, element: <Navigate to="/manage/index" replace /> }],
                  },
                ],
              },
              { path: '404', handle: handle({ title: 'route.404' }), lazy: statusPage('404') },
              { path: '403', handle: handle({ title: 'route.403' }), lazy: statusPage('403') },
              { path: '500', handle: handle({ title: 'route.500' }), lazy: statusPage('500') },
            ],
          },
        ],
      },
      {
        path: 'admin/login',
        handle: handle({ title: 'route.admin.login' }),
        lazy: lazyPage(loadAdminLoginPage),
      },
      {
        path: 'admin',
        handle: handle({ title: 'route.admin', auth: 'operator' }),
        lazy: lazyPage(loadAdminLayout),
        children: [
          {
            id: 'admin-pages',
            errorElement: <RouteError />,
            children: [{ index: true, element: <Navigate to="/admin/users" replace /> }],
          },
        ],
      },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
];

const patched = new Set<AreaName>();

/**
 * The management centre's and the operator console's pages are not in the public entry: the first
 * navigation into an area imports every feature's part of it and adds its routes, before matching.
 * (Until then a path like /manage/myorders matches only the `*` route, and such a match is where
 * react-router asks for more routes.)
 */
const patchAreas: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  for (const name of Object.keys(AREA_PATH) as AreaName[]) {
    if (patched.has(name) || !AREA_PATH[name].test(path)) continue;
    const area = await loadArea(name);
    if (patched.has(name)) continue;
    patch(`${name}-pages`, area.routes);
    patched.add(name);
  }
};

/**
 * The browser's router over `routes`. A page the server drew (ssr/hydrate.ts) passes what its loaders had, so the
 * router starts on that page instead of loading it again.
 */
export function createAppRouter(hydrationData?: HydrationState) {
  const router = createBrowserRouter(routes, { patchRoutesOnNavigation: patchAreas, hydrationData });
  // Route loaders wait for the first page's data only (route-data.ts).
  if (router.state.initialized) markFirstPageLoaded();
  else {
    const stopWatching = router.subscribe((state) => {
      if (!state.initialized) return;
      stopWatching();
      markFirstPageLoaded();
    });
  }
  setNavigate((to, options) => void router.navigate(to, options));
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;
