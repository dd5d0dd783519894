import { FireOutlined, PictureOutlined } from '@ant-design/icons';
import { type Feature, handle } from '../../app/feature.ts';
import { lazyPage } from '../../shared/lazy.ts';

/** Operator console: the home blocks — banners and the pinned hot products (issue 4 item 8). */
export const homeBlockFeature: Feature = {
  adminRoutes: [
    {
      path: 'home/banner',
      handle: handle({ title: 'route.admin.banner' }),
      lazy: lazyPage(() => import('./pages/BannerAdminPage.tsx')),
    },
    {
      path: 'home/hot',
      handle: handle({ title: 'route.admin.hot' }),
      lazy: lazyPage(() => import('./pages/HotListAdminPage.tsx')),
    },
  ],
  adminMenu: [
    {
      path: '/admin/home/banner',
      labelKey: 'route.admin.banner',
      icon: <PictureOutlined />,
      groupKey: 'admin.menu.marketplace',
      order: 420,
    },
    {
      path: '/admin/home/hot',
      labelKey: 'route.admin.hot',
      icon: <FireOutlined />,
      groupKey: 'admin.menu.marketplace',
      order: 421,
    },
  ],
};
