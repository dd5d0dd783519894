import { FileProtectOutlined } from '@ant-design/icons';
import { area, handle } from '../../app/feature.ts';
import { lazyPage } from '../../shared/lazy.ts';

/** agreementFeature: its management-centre pages and menu entries (imported on the first visit to /manage). */
export default area({
  routes: [
    {
      path: 'agreement',
      handle: handle({ title: 'route.manage.agreement', auth: true }),
      lazy: lazyPage(() => import('./pages/MyAgreementPage.tsx')),
    },
  ],
  menu: [{ path: '/manage/agreement', labelKey: 'route.manage.agreement', icon: <FileProtectOutlined />, order: 940 }],
});
