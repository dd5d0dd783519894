import { ApartmentOutlined, BankOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { type Feature, handle } from '../../app/feature.ts';
import { lazyPage } from '../../shared/lazy.ts';

/** Operator console: the company certification queue, every company, the dangerous-goods certificate queue. */
export const auditFeature: Feature = {
  adminRoutes: [
    {
      path: 'company/audit',
      handle: handle({ title: 'route.admin.companyAudit' }),
      lazy: lazyPage(() => import('./pages/CompanyAuditPage.tsx')),
    },
    {
      path: 'company/list',
      handle: handle({ title: 'route.admin.companyList' }),
      lazy: lazyPage(() => import('./pages/CompanyListPage.tsx')),
    },
    {
      path: 'certificate/audit',
      handle: handle({ title: 'route.admin.certificateAudit' }),
      lazy: lazyPage(() => import('./pages/CertificateAuditPage.tsx')),
    },
  ],
  adminMenu: [
    {
      path: '/admin/company/audit',
      labelKey: 'route.admin.companyAudit',
      icon: <BankOutlined />,
      groupKey: 'admin.menu.company',
      order: 200,
    },
    {
      path: '/admin/company/list',
      labelKey: 'route.admin.companyList',
      icon: <ApartmentOutlined />,
      groupKey: 'admin.menu.company',
      order: 210,
    },
    {
      path: '/admin/certificate/audit',
      labelKey: 'route.admin.certificateAudit',
      icon: <SafetyCertificateOutlined />,
      groupKey: 'admin.menu.company',
      order: 220,
    },
  ],
};
