import { FileProtectOutlined } from '@ant-design/icons';
import { type Feature, handle } from '../../app/feature.ts';
import { lazyPage } from '../../shared/lazy.ts';

/** Dangerous-goods and other trade certificates of the company. */
export const certificateFeature: Feature = {
  manageRoutes: [
    {
      path: 'forcertificates',
      handle: handle({ title: 'route.manage.forcertificates', auth: true }),
      lazy: lazyPage(() => import('./pages/ForCertificatesPage.tsx')),
    },
  ],
  manageMenu: [
    {
      path: '/manage/forcertificates',
      labelKey: 'route.manage.forcertificates',
      icon: <FileProtectOutlined />,
      permission: 'company.certificate',
      requiresCompany: true,
      order: 110,
    },
  ],
};
