import { AuditOutlined, ShoppingOutlined, SolutionOutlined } from '@ant-design/icons';
import { area, handle } from '../../app/feature.ts';
import { lazyPage } from '../../shared/lazy.ts';

/** orderFeature: its management-centre pages and menu entries (imported on the first visit to /manage). */
export default area({
  routes: [
    {
      path: 'myorders',
      handle: handle({ title: 'route.manage.myorders', auth: true }),
      lazy: lazyPage(() => import('./pages/BuyerOrdersPage.tsx')),
    },
    {
      path: 'orderlist',
      handle: handle({ title: 'route.manage.orderlist', auth: true }),
      lazy: lazyPage(() => import('./pages/SellerOrdersPage.tsx')),
    },
    {
      path: 'credit',
      handle: handle({ title: 'route.manage.credit', auth: true }),
      lazy: lazyPage(() => import('./pages/ShopCreditsPage.tsx')),
    },
  ],
  menu: [
    {
      path: '/manage/myorders',
      labelKey: 'route.manage.myorders',
      icon: <ShoppingOutlined />,
      permission: 'buy.order',
      requiresCompany: true,
      order: 150,
    },
    {
      path: '/manage/orderlist',
      labelKey: 'route.manage.orderlist',
      icon: <SolutionOutlined />,
      permission: 'shop.order',
      requiresCompany: true,
      order: 160,
    },
    {
      path: '/manage/credit',
      labelKey: 'route.manage.credit',
      icon: <AuditOutlined />,
      permission: 'finance.collect',
      requiresCompany: true,
      order: 165,
    },
  ],
});
