import { StarOutlined } from '@ant-design/icons';
import { type Feature, handle } from '../../app/feature.ts';
import { lazyPage } from '../../shared/lazy.ts';

/** Followed products (issue 4 item 5): every logged-in user, company or not. */
export const attentionFeature: Feature = {
  manageRoutes: [
    {
      path: 'attention',
      handle: handle({ title: 'route.manage.attention', auth: true }),
      lazy: lazyPage(() => import('./pages/AttentionPage.tsx')),
    },
  ],
  manageMenu: [{ path: '/manage/attention', labelKey: 'route.manage.attention', icon: <StarOutlined />, order: 300 }],
};
