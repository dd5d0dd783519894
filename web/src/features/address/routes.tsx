import { EnvironmentOutlined } from '@ant-design/icons';
import { type Feature, handle } from '../../app/feature.ts';
import { lazyPage } from '../../shared/lazy.ts';

/** The company's delivery/receiving addresses. */
export const addressFeature: Feature = {
  manageRoutes: [
    {
      path: 'myaddress',
      handle: handle({ title: 'route.manage.myaddress', auth: true }),
      lazy: lazyPage(() => import('./pages/MyAddressPage.tsx')),
    },
  ],
  manageMenu: [
    {
      path: '/manage/myaddress',
      labelKey: 'route.manage.myaddress',
      icon: <EnvironmentOutlined />,
      permission: 'company.address',
      requiresCompany: true,
      order: 120,
    },
  ],
};
