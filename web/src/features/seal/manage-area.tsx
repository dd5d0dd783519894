import { VerifiedOutlined } from '@ant-design/icons';
import { area, handle } from '../../app/feature.ts';
import { lazyPage } from '../../shared/lazy.ts';

/** sealFeature: its management-centre pages and menu entries (imported on the first visit to /manage). */
export default area({
  routes: [
    {
      path: 'seal',
      handle: handle({ title: 'route.manage.seal', auth: true }),
      lazy: lazyPage(() => import('./pages/SealManagePage.tsx')),
    },
  ],
  menu: [
    {
      path: '/manage/seal',
      labelKey: 'route.manage.seal',
      icon: <VerifiedOutlined />,
      permission: 'company.seal',
      requiresCompany: true,
      order: 115,
    },
  ],
});
