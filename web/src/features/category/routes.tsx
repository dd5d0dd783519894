import { ClusterOutlined } from '@ant-design/icons';
import { type Feature, handle } from '../../app/feature.ts';
import { lazyPage } from '../../shared/lazy.ts';

/** Operator console: the product category tree editor (issue 4 items 3 and 8). */
export const categoryFeature: Feature = {
  adminRoutes: [
    {
      path: 'category',
      handle: handle({ title: 'route.admin.category' }),
      lazy: lazyPage(() => import('./pages/CategoryAdminPage.tsx')),
    },
  ],
  adminMenu: [
    {
      path: '/admin/category',
      labelKey: 'route.admin.category',
      icon: <ClusterOutlined />,
      groupKey: 'admin.menu.marketplace',
      order: 400,
    },
  ],
};
