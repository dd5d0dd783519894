import { EnvironmentOutlined } from '@ant-design/icons';
import { area, handle } from '../../app/feature.ts';
import { lazyPage } from '../../shared/lazy.ts';

/** addressFeature: its management-centre pages and menu entries (imported on the first visit to /manage). */
export default area({
  routes: [
    {
      path: 'myaddress',
      handle: handle({ title: 'route.manage.myaddress', auth: true }),
      lazy: lazyPage(() => import('./pages/MyAddressPage.tsx')),
    },
  ],
  menu: [
    {
      path: '/manage/myaddress',
      labelKey: 'route.manage.myaddress',
      icon: <EnvironmentOutlined />,
      permission: 'company.address',
      requiresCompany: true,
      order: 120,
    },
  ],
});
