import { ContainerOutlined } from '@ant-design/icons';
import { area, handle } from '../../app/feature.ts';
import { lazyPage } from '../../shared/lazy.ts';

/** receiptTradeFeature in the operator console: 仓单订单 in 仓单管理, after 提单监管 (601.5). */
export default area({
  routes: [
    {
      path: 'wr/orders',
      handle: handle({ title: 'route.admin.wrOrders' }),
      lazy: lazyPage(() => import('./operator/OrderSupervisionPage.tsx')),
    },
  ],
  menu: [
    {
      path: '/admin/wr/orders',
      labelKey: 'route.admin.wrOrders',
      icon: <ContainerOutlined />,
      groupKey: 'admin.menu.warehouse',
      order: 601.6,
    },
  ],
});
