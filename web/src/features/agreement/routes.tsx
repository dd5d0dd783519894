import { AuditOutlined, FileProtectOutlined } from '@ant-design/icons';
import { type Feature, handle } from '../../app/feature.ts';
import { lazyPage } from '../../shared/lazy.ts';

/** Agreements: the user's /manage/agreement and the operator's versions and publishing. */
export const agreementFeature: Feature = {
  manageRoutes: [
    {
      path: 'agreement',
      handle: handle({ title: 'route.manage.agreement', auth: true }),
      lazy: lazyPage(() => import('./pages/MyAgreementPage.tsx')),
    },
  ],
  manageMenu: [{ path: '/manage/agreement', labelKey: 'route.manage.agreement', icon: <FileProtectOutlined />, order: 940 }],
  adminRoutes: [
    {
      path: 'agreement',
      handle: handle({ title: 'route.admin.agreement' }),
      lazy: lazyPage(() => import('./admin/AgreementAdminPage.tsx')),
    },
  ],
  adminMenu: [
    {
      path: '/admin/agreement',
      labelKey: 'route.admin.agreement',
      icon: <AuditOutlined />,
      groupKey: 'admin.menu.content',
      order: 600,
    },
  ],
};
