import { NotificationOutlined, TagsOutlined } from '@ant-design/icons';
import { type Feature, handle } from '../../../app/feature.ts';
import { lazyPage } from '../../../shared/lazy.ts';

/** Operator console: the news editor and its categories (issue 4 items 6 and 8). */
export const newsAdminFeature: Feature = {
  adminRoutes: [
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
  adminMenu: [
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
};
