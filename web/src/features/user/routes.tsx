import { type Feature, handle } from '../../app/feature.ts';
import { lazyPage } from '../../shared/lazy.ts';

/** Accounts: login, registration, forgotten password and the personal pages of the management centre. */
export const userFeature: Feature = {
  publicRoutes: [
    {
      path: 'login',
      handle: handle({ title: 'route.login' }),
      lazy: lazyPage(() => import('./pages/LoginPage.tsx')),
    },
    {
      path: 'register',
      handle: handle({ title: 'route.register' }),
      lazy: lazyPage(() => import('./pages/RegisterPage.tsx')),
    },
    {
      path: 'forget',
      handle: handle({ title: 'route.forget' }),
      lazy: lazyPage(() => import('./pages/ForgetPage.tsx')),
    },
  ],
  manage: () => import('./manage-area.tsx'),
};
