import { AppstoreOutlined } from '@ant-design/icons';
import { type Feature, handle } from '../../app/feature.ts';
import { lazyPage } from '../../shared/lazy.ts';

/** The seller's products (issue 4 item 2): list by state with the lifecycle actions, create and edit. */
export const productFeature: Feature = {
  manageRoutes: [
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
  manageMenu: [
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
};
