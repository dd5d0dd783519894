import { BellOutlined } from '@ant-design/icons';
import { area, handle } from '../../app/feature.ts';
import { lazyPage } from '../../shared/lazy.ts';

/** notificationFeature: the inbox page and its menu entry (imported on the first visit to /manage). */
export default area({
  routes: [
    {
      path: 'notifications',
      handle: handle({ title: 'route.manage.notifications', auth: true }),
      lazy: lazyPage(() => import('./pages/NotificationsPage.tsx')),
    },
  ],
  menu: [{ path: '/manage/notifications', labelKey: 'route.manage.notifications', icon: <BellOutlined />, order: 5 }],
});
