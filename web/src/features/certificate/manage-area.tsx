import { FileProtectOutlined } from '@ant-design/icons';
import { area, handle } from '../../app/feature.ts';
import { lazyPage } from '../../shared/lazy.ts';

/** certificateFeature: its management-centre pages and menu entries (imported on the first visit to /manage). */
export default area({
  routes: [
    {
      path: 'forcertificates',
      handle: handle({ title: 'route.manage.forcertificates', auth: true }),
      lazy: lazyPage(() => import('./pages/ForCertificatesPage.tsx')),
    },
  ],
  menu: [
    {
      path: '/manage/forcertificates',
      labelKey: 'route.manage.forcertificates',
      icon: <FileProtectOutlined />,
      permission: 'company.certificate',
      requiresCompany: true,
      order: 110,
    },
  ],
});
