import { HomeOutlined, IdcardOutlined, KeyOutlined, MobileOutlined, SafetyOutlined } from '@ant-design/icons';
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
  manageRoutes: [
    {
      path: 'index',
      handle: handle({ title: 'route.manage.index', auth: true }),
      lazy: lazyPage(() => import('./manage/ManageIndexPage.tsx')),
    },
    {
      path: 'myinfo',
      handle: handle({ title: 'route.manage.myinfo', auth: true }),
      lazy: lazyPage(() => import('./manage/MyInfoPage.tsx')),
    },
    {
      path: 'safety',
      handle: handle({ title: 'route.manage.safety', auth: true }),
      lazy: lazyPage(() => import('./manage/SafetyPage.tsx')),
    },
    {
      path: 'modifypassword',
      handle: handle({ title: 'route.manage.modifypassword', auth: true }),
      lazy: lazyPage(() => import('./manage/ModifyPasswordPage.tsx')),
    },
    {
      path: 'modifyphone',
      handle: handle({ title: 'route.manage.modifyphone', auth: true }),
      lazy: lazyPage(() => import('./manage/ModifyPhonePage.tsx')),
    },
  ],
  manageMenu: [
    { path: '/manage/index', labelKey: 'route.manage.index', icon: <HomeOutlined />, order: 0 },
    { path: '/manage/myinfo', labelKey: 'route.manage.myinfo', icon: <IdcardOutlined />, order: 900 },
    { path: '/manage/safety', labelKey: 'route.manage.safety', icon: <SafetyOutlined />, order: 910 },
    { path: '/manage/modifypassword', labelKey: 'route.manage.modifypassword', icon: <KeyOutlined />, order: 920 },
    { path: '/manage/modifyphone', labelKey: 'route.manage.modifyphone', icon: <MobileOutlined />, order: 930 },
  ],
};
