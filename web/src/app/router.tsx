import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { ForbiddenPage, NotFoundPage, ServerErrorPage } from '../features/system/pages.tsx';
import { lazyPage } from '../shared/lazy.ts';
import { setNavigate } from '../shared/navigation.ts';
import { handle } from './feature.ts';
import { features } from './features.ts';
import { PublicLayout } from './layouts/PublicLayout.tsx';
import { PageLoading, RootLayout } from './layouts/RootLayout.tsx';
import { RouteError } from './RouteError.tsx';

const home = lazyPage(() => import('../features/home/HomePage.tsx'));

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    errorElement: <RouteError />,
    HydrateFallback: PageLoading,
    children: [
      {
        Component: PublicLayout,
        children: [
          {
            // Errors below render inside the public frame.
            errorElement: <RouteError />,
            children: [
              { index: true, handle: handle({ title: 'route.home' }), lazy: home },
              { path: 'main', handle: handle({ title: 'route.home' }), lazy: home },
              ...features.flatMap((f) => f.publicRoutes ?? []),
              {
                path: 'manage',
                handle: handle({ title: 'route.manage', auth: true }),
                lazy: lazyPage(() => import('../features/manage/ManageLayout.tsx')),
                children: [
                  {
                    errorElement: <RouteError />,
                    children: [
                      { index: true, element: <Navigate to="/manage/index" replace /> },
                      ...features.flatMap((f) => f.manageRoutes ?? []),
                    ],
                  },
                ],
              },
              { path: '404', handle: handle({ title: 'route.404' }), Component: NotFoundPage },
              { path: '403', handle: handle({ title: 'route.403' }), Component: ForbiddenPage },
              { path: '500', handle: handle({ title: 'route.500' }), Component: ServerErrorPage },
            ],
          },
        ],
      },
      {
        path: 'admin/login',
        handle: handle({ title: 'route.admin.login' }),
        lazy: lazyPage(() => import('../features/admin/pages/AdminLoginPage.tsx')),
      },
      {
        path: 'admin',
        handle: handle({ title: 'route.admin', auth: 'operator' }),
        lazy: lazyPage(() => import('../features/admin/AdminLayout.tsx')),
        children: [
          {
            errorElement: <RouteError />,
            children: [
              { index: true, element: <Navigate to="/admin/users" replace /> },
              ...features.flatMap((f) => f.adminRoutes ?? []),
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
];

export const router = createBrowserRouter(routes);

setNavigate((to, options) => void router.navigate(to, options));
