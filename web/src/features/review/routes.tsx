import { LikeOutlined } from '@ant-design/icons';
import { type Feature, handle } from '../../app/feature.ts';
import { lazyPage } from '../../shared/lazy.ts';

/**
 * Product reviews (评价): /manage/mycommends (待评价, 已评价, 收到的评价). The public section of the
 * product page is components/ProductReviews.tsx, placed by the catalogue's detail page.
 */
export const reviewFeature: Feature = {
  manageRoutes: [
    {
      path: 'mycommends',
      handle: handle({ title: 'route.manage.mycommends', auth: true }),
      lazy: lazyPage(() => import('./pages/MyCommendsPage.tsx')),
    },
  ],
  manageMenu: [
    {
      path: '/manage/mycommends',
      labelKey: 'route.manage.mycommends',
      icon: <LikeOutlined />,
      permission: 'buy.review',
      requiresCompany: true,
      order: 170,
    },
  ],
};
