import { ShopOutlined } from '@ant-design/icons';
import { area, handle } from '../../app/feature.ts';
import { lazyPage } from '../../shared/lazy.ts';

/** shopFeature: its management-centre pages and menu entries (imported on the first visit to /manage). */
export default area({
  routes: [
    {
      path: 'entryapply',
      handle: handle({ title: 'route.manage.entryapply', auth: true }),
      lazy: lazyPage(() => import('./pages/EntryApplyPage.tsx')),
    },
    {
      path: 'shopinfo',
      handle: handle({ title: 'route.manage.shopinfo', auth: true }),
      lazy: lazyPage(() => import('./pages/ShopInfoPage.tsx')),
    },
  ],
  menu: [
    // Shown before a company exists too: the page leads a future seller to certification first.
    {
      path: '/manage/entryapply',
      labelKey: 'route.manage.entryapply',
      icon: <ShopOutlined />,
      permission: 'shop.manage',
      groupKey: 'seller.menu.shop',
      order: 200,
    },
    {
      path: '/manage/shopinfo',
      labelKey: 'route.manage.shopinfo',
      icon: <ShopOutlined />,
      permission: 'shop.manage',
      requiresCompany: true,
      groupKey: 'seller.menu.shop',
      order: 201,
    },
  ],
});
