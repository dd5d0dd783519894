import { FireOutlined, PictureOutlined } from '@ant-design/icons';
import { area, handle } from '../../app/feature.ts';
import { lazyPage } from '../../shared/lazy.ts';

/** homeBlockFeature: its operator-console pages and menu entries (imported on the first visit to /admin). */
export default area({
  routes: [
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
  menu: [
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
});
