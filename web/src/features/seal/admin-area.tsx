import { SafetyCertificateOutlined } from '@ant-design/icons';
import { area, handle } from '../../app/feature.ts';
import { lazyPage } from '../../shared/lazy.ts';

/** sealFeature: its operator-console pages and menu entries (imported on the first visit to /admin). */
export default area({
  routes: [
    {
      path: 'seal/audit',
      handle: handle({ title: 'route.admin.sealAudit' }),
      lazy: lazyPage(() => import('./pages/SealAuditPage.tsx')),
    },
  ],
  menu: [
    {
      path: '/admin/seal/audit',
      labelKey: 'route.admin.sealAudit',
      icon: <SafetyCertificateOutlined />,
      groupKey: 'admin.menu.company',
      order: 230,
    },
  ],
});
