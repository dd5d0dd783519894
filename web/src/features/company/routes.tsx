import { SafetyCertificateOutlined } from '@ant-design/icons';
import { type Feature, handle } from '../../app/feature.ts';
import { lazyPage } from '../../shared/lazy.ts';

/** Company certification and audit, regulations (a tab of the same page) and the company switcher. */
export const companyFeature: Feature = {
  manageRoutes: [
    {
      path: 'authentication',
      handle: handle({ title: 'route.manage.authentication', auth: true }),
      lazy: lazyPage(() => import('./pages/AuthenticationPage.tsx')),
    },
  ],
  manageMenu: [
    {
      path: '/manage/authentication',
      labelKey: 'route.manage.authentication',
      icon: <SafetyCertificateOutlined />,
      permission: 'company.info',
      order: 100,
    },
  ],
};
