import { NotificationOutlined, TagsOutlined } from '@ant-design/icons';
import { area, handle } from '../../../app/feature.ts';
import { lazyPage } from '../../../shared/lazy.ts';

/** newsAdminFeature: its operator-console pages and menu entries (imported on the first visit to /admin). */
export default area({
  routes: [
    {
      path: 'news',
      handle: handle({ title: 'route.admin.news' }),
      lazy: lazyPage(() => import('./pages/NewsAdminPage.tsx')),
    },
    {
      path: 'news/category',
      handle: handle({ title: 'route.admin.newsCategory' }),
      lazy: lazyPage(() => import('./pages/NewsCategoryAdminPage.tsx')),
    },
  ],
  menu: [
    {
      path: '/admin/news',
      labelKey: 'route.admin.news',
      icon: <NotificationOutlined />,
      groupKey: 'admin.menu.marketplace',
      order: 410,
    },
    {
      path: '/admin/news/category',
      labelKey: 'route.admin.newsCategory',
      icon: <TagsOutlined />,
      groupKey: 'admin.menu.marketplace',
      order: 411,
    },
  ],
});
