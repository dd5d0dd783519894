import { HomeOutlined, IdcardOutlined, KeyOutlined, MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { area, handle } from '../../app/feature.ts';
import { lazyPage } from '../../shared/lazy.ts';

/** userFeature: its management-centre pages and menu entries (imported on the first visit to /manage). */
export default area({
  routes: [
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
  menu: [
    { path: '/manage/index', labelKey: 'route.manage.index', icon: <HomeOutlined />, order: 0 },
    { path: '/manage/myinfo', labelKey: 'route.manage.myinfo', icon: <IdcardOutlined />, order: 900 },
    { path: '/manage/safety', labelKey: 'route.manage.safety', icon: <SafetyOutlined />, order: 910 },
    { path: '/manage/modifypassword', labelKey: 'route.manage.modifypassword', icon: <KeyOutlined />, order: 920 },
    { path: '/manage/modifyphone', labelKey: 'route.manage.modifyphone', icon: <MobileOutlined />, order: 930 },
  ],
});
