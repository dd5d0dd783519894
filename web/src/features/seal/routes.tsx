import { SafetyCertificateOutlined, VerifiedOutlined } from '@ant-design/icons';
import { type Feature, handle } from '../../app/feature.ts';
import { lazyPage } from '../../shared/lazy.ts';

/** Company seals (issue 5 item 4): the company's buyer and seller seals, and the operator's seal review. */
export const sealFeature: Feature = {
  manageRoutes: [
    {
      path: 'seal',
      handle: handle({ title: 'route.manage.seal', auth: true }),
      lazy: lazyPage(() => import('./pages/SealManagePage.tsx')),
    },
  ],
  manageMenu: [
    {
      path: '/manage/seal',
      labelKey: 'route.manage.seal',
      icon: <VerifiedOutlined />,
      permission: 'company.seal',
      requiresCompany: true,
      order: 115,
    },
  ],
  adminRoutes: [
    {
      path: 'seal/audit',
      handle: handle({ title: 'route.admin.sealAudit' }),
      lazy: lazyPage(() => import('./pages/SealAuditPage.tsx')),
    },
  ],
  adminMenu: [
    {
      path: '/admin/seal/audit',
      labelKey: 'route.admin.sealAudit',
      icon: <SafetyCertificateOutlined />,
      groupKey: 'admin.menu.company',
      order: 230,
    },
  ],
};
