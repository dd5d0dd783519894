import { ClusterOutlined } from '@ant-design/icons';
import { area, handle } from '../../app/feature.ts';
import { lazyPage } from '../../shared/lazy.ts';

/** categoryFeature: its operator-console pages and menu entries (imported on the first visit to /admin). */
export default area({
  routes: [
    {
      path: 'category',
      handle: handle({ title: 'route.admin.category' }),
      lazy: lazyPage(() => import('./pages/CategoryAdminPage.tsx')),
    },
  ],
  menu: [
    {
      path: '/admin/category',
      labelKey: 'route.admin.category',
      icon: <ClusterOutlined />,
      groupKey: 'admin.menu.marketplace',
      order: 400,
    },
  ],
});
