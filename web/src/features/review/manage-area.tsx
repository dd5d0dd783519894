import { LikeOutlined } from '@ant-design/icons';
import { area, handle } from '../../app/feature.ts';
import { lazyPage } from '../../shared/lazy.ts';

/** reviewFeature: its management-centre pages and menu entries (imported on the first visit to /manage). */
export default area({
  routes: [
    {
      path: 'mycommends',
      handle: handle({ title: 'route.manage.mycommends', auth: true }),
      lazy: lazyPage(() => import('./pages/MyCommendsPage.tsx')),
    },
  ],
  menu: [
    {
      path: '/manage/mycommends',
      labelKey: 'route.manage.mycommends',
      icon: <LikeOutlined />,
      permission: 'buy.review',
      requiresCompany: true,
      order: 170,
    },
  ],
});
