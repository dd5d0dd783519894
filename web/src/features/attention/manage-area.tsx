import { StarOutlined } from '@ant-design/icons';
import { area, handle } from '../../app/feature.ts';
import { lazyPage } from '../../shared/lazy.ts';

/** attentionFeature: its management-centre pages and menu entries (imported on the first visit to /manage). */
export default area({
  routes: [
    {
      path: 'attention',
      handle: handle({ title: 'route.manage.attention', auth: true }),
      lazy: lazyPage(() => import('./pages/AttentionPage.tsx')),
    },
  ],
  menu: [{ path: '/manage/attention', labelKey: 'route.manage.attention', icon: <StarOutlined />, order: 300 }],
});
