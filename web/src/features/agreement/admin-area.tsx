import { AuditOutlined } from '@ant-design/icons';
import { area, handle } from '../../app/feature.ts';
import { lazyPage } from '../../shared/lazy.ts';

/** agreementFeature: its operator-console pages and menu entries (imported on the first visit to /admin). */
export default area({
  routes: [
    {
      path: 'agreement',
      handle: handle({ title: 'route.admin.agreement' }),
      lazy: lazyPage(() => import('./admin/AgreementAdminPage.tsx')),
    },
  ],
  menu: [
    {
      path: '/admin/agreement',
      labelKey: 'route.admin.agreement',
      icon: <AuditOutlined />,
      groupKey: 'admin.menu.content',
      order: 600,
    },
  ],
});
