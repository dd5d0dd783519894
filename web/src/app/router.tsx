import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { ForbiddenPage, NotFoundPage, ServerErrorPage } from '../features/system/pages.tsx';
import { lazyPage } from '../shared/lazy.ts';
import { setNavigate } from '../shared/navigation.ts';
import { PublicLayout } from './layouts/PublicLayout.tsx';
import { PageLoading, RootLayout } from './layouts/RootLayout.tsx';
import { RouteError } from './RouteError.tsx';
import type { RouteHandle } from './route-handle.ts';

const handle = (value: RouteHandle) => value;

const home = lazyPage(() => import('../features/home/HomePage.tsx'));

/** Management centre (SPEC §2): the parent needs a login and each child carries its own flag. */
const manageRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="/manage/index" replace /> },
  {
    path: 'index',
    handle: handle({ title: 'route.manage.index', auth: true }),
    lazy: lazyPage(() => import('../features/user/manage/ManageIndexPage.tsx')),
  },
  {
    path: 'myinfo',
    handle: handle({ title: 'route.manage.myinfo', auth: true }),
    lazy: lazyPage(() => import('../features/user/manage/MyInfoPage.tsx')),
  },
  {
    path: 'safety',
    handle: handle({ title: 'route.manage.safety', auth: true }),
    lazy: lazyPage(() => import('../features/user/manage/SafetyPage.tsx')),
  },
  {
    path: 'modifypassword',
    handle: handle({ title: 'route.manage.modifypassword', auth: true }),
    lazy: lazyPage(() => import('../features/user/manage/ModifyPasswordPage.tsx')),
  },
  {
    path: 'modifyphone',
    handle: handle({ title: 'route.manage.modifyphone', auth: true }),
    lazy: lazyPage(() => import('../features/user/manage/ModifyPhonePage.tsx')),
  },
];

const adminRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="/admin/users" replace /> },
  {
    path: 'users',
    handle: handle({ title: 'route.admin.users' }),
    lazy: lazyPage(() => import('../features/admin/pages/UsersPage.tsx')),
  },
  {
    path: 'sms',
    handle: handle({ title: 'route.admin.sms' }),
    lazy: lazyPage(() => import('../features/admin/pages/SmsPage.tsx')),
  },
  { path: 'logs', element: <Navigate to="/admin/logs/usual" replace /> },
  {
    path: 'logs/:kind',
    handle: handle({ title: 'route.admin.logs' }),
    lazy: lazyPage(() => import('../features/admin/pages/LogsPage.tsx')),
  },
];

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
              {
                path: 'login',
                handle: handle({ title: 'route.login' }),
                lazy: lazyPage(() => import('../features/user/pages/LoginPage.tsx')),
              },
              {
                path: 'register',
                handle: handle({ title: 'route.register' }),
                lazy: lazyPage(() => import('../features/user/pages/RegisterPage.tsx')),
              },
              {
                path: 'forget',
                handle: handle({ title: 'route.forget' }),
                lazy: lazyPage(() => import('../features/user/pages/ForgetPage.tsx')),
              },
              {
                path: 'manage',
                handle: handle({ title: 'route.manage', auth: true }),
                lazy: lazyPage(() => import('../features/manage/ManageLayout.tsx')),
                children: [{ errorElement: <RouteError />, children: manageRoutes }],
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
        children: [{ errorElement: <RouteError />, children: adminRoutes }],
      },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
];

export const router = createBrowserRouter(routes);

setNavigate((to, options) => void router.navigate(to, options));
