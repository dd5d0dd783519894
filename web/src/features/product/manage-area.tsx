import { AppstoreOutlined } from '@ant-design/icons';
import { area, handle } from '../../app/feature.ts';
import { lazyPage } from '../../shared/lazy.ts';

/** productFeature: its management-centre pages and menu entries (imported on the first visit to /manage). */
export default area({
  routes: [
    {
      path: 'goodslist',
      handle: handle({ title: 'route.manage.goodslist', auth: true }),
      lazy: lazyPage(() => import('./pages/GoodsListPage.tsx')),
    },
    {
      path: 'goodsmanage',
      handle: handle({ title: 'route.manage.goodsmanage', auth: true }),
      lazy: lazyPage(() => import('./pages/GoodsManagePage.tsx')),
    },
  ],
  menu: [
    {
      path: '/manage/goodslist',
      labelKey: 'route.manage.goodslist',
      icon: <AppstoreOutlined />,
      permission: 'shop.product',
      requiresCompany: true,
      groupKey: 'seller.menu.product',
      order: 210,
    },
    {
      path: '/manage/goodsmanage',
      labelKey: 'route.manage.goodsmanage',
      icon: <AppstoreOutlined />,
      permission: 'shop.product',
      requiresCompany: true,
      groupKey: 'seller.menu.product',
      order: 211,
    },
  ],
});
