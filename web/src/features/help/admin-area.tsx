import { ReadOutlined } from '@ant-design/icons';
import { area, handle } from '../../app/feature.ts';
import { lazyPage } from '../../shared/lazy.ts';

/** helpFeature: its operator-console pages and menu entries (imported on the first visit to /admin). */
export default area({
  routes: [
    {
      path: 'help',
      handle: handle({ title: 'route.admin.help' }),
      lazy: lazyPage(() => import('./admin/HelpAdminPage.tsx')),
    },
  ],
  menu: [
    { path: '/admin/help', labelKey: 'route.admin.help', icon: <ReadOutlined />, groupKey: 'admin.menu.content', order: 610 },
  ],
});
