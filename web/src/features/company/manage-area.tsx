import { SafetyCertificateOutlined } from '@ant-design/icons';
import { area, handle } from '../../app/feature.ts';
import { lazyPage } from '../../shared/lazy.ts';

/** companyFeature: its management-centre pages and menu entries (imported on the first visit to /manage). */
export default area({
  routes: [
    {
      path: 'authentication',
      handle: handle({ title: 'route.manage.authentication', auth: true }),
      lazy: lazyPage(() => import('./pages/AuthenticationPage.tsx')),
    },
  ],
  menu: [
    {
      path: '/manage/authentication',
      labelKey: 'route.manage.authentication',
      icon: <SafetyCertificateOutlined />,
      permission: 'company.info',
      order: 100,
    },
  ],
});
