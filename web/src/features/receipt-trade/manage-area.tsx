import { ShopOutlined, ShoppingCartOutlined, TagsOutlined } from '@ant-design/icons';
import { area, handle } from '../../app/feature.ts';
import { lazyPage } from '../../shared/lazy.ts';

/**
 * receiptTradeFeature's management pages: the seller's listings and the orders to answer, the buyer's applications,
 * and each order's details for either side; imported on the first visit to /manage.
 */
export default area({
  routes: [
    {
      path: 'warehouseReceiptsonlist',
      handle: handle({ title: 'route.manage.warehouseReceiptsonlist', auth: true }),
      lazy: lazyPage(() => import('./pages/MyListingsPage.tsx')),
    },
    {
      path: 'waitingSell',
      handle: handle({ title: 'route.manage.waitingSell', auth: true }),
      lazy: lazyPage(() => import('./orders/SellerOrdersPage.tsx')),
    },
    {
      path: 'waitingJiedanDetails',
      handle: handle({ title: 'route.manage.waitingJiedanDetails', auth: true }),
      lazy: lazyPage(() => import('./orders/SellerOrderPage.tsx')),
    },
    {
      path: 'toApplyFor',
      handle: handle({ title: 'route.manage.toApplyFor', auth: true }),
      lazy: lazyPage(() => import('./orders/BuyerOrdersPage.tsx')),
    },
    {
      path: 'toApplyFordetails',
      handle: handle({ title: 'route.manage.toApplyFordetails', auth: true }),
      lazy: lazyPage(() => import('./orders/BuyerOrderPage.tsx')),
    },
  ],
  menu: [
    {
      path: '/manage/warehouseReceiptsonlist',
      labelKey: 'route.manage.warehouseReceiptsonlist',
      icon: <TagsOutlined />,
      permission: 'receipt.view',
      requiresCompany: true,
      groupKey: 'receiptTrade.menu',
      order: 310,
    },
    {
      path: '/manage/waitingSell',
      alsoOn: ['/manage/waitingJiedanDetails'],
      labelKey: 'route.manage.waitingSell',
      icon: <ShopOutlined />,
      permission: 'receipt.view',
      requiresCompany: true,
      groupKey: 'receiptTrade.menu',
      order: 311,
    },
    {
      path: '/manage/toApplyFor',
      alsoOn: ['/manage/toApplyFordetails'],
      labelKey: 'route.manage.toApplyFor',
      icon: <ShoppingCartOutlined />,
      permission: 'receipt.view',
      requiresCompany: true,
      groupKey: 'receiptTrade.menu',
      order: 312,
    },
  ],
});
