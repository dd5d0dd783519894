import { ContainerOutlined, InteractionOutlined, PhoneOutlined } from '@ant-design/icons';
import { area, handle } from '../../app/feature.ts';
import { lazyPage } from '../../shared/lazy.ts';

/** receiptTradeFeature in the operator console: 仓单订单 in 仓单管理, after 提单监管 (601.5), 代客下单 and 仓单串换 after it. */
export default area({
  routes: [
    {
      path: 'wr/orders',
      handle: handle({ title: 'route.admin.wrOrders' }),
      lazy: lazyPage(() => import('./operator/OrderSupervisionPage.tsx')),
    },
    {
      path: 'wr/proposals',
      handle: handle({ title: 'route.admin.wrProposals' }),
      lazy: lazyPage(() => import('./operator/ProposalsPage.tsx')),
    },
    {
      path: 'wr/exchanges',
      handle: handle({ title: 'route.admin.wrExchanges' }),
      lazy: lazyPage(() => import('./exchange/AdminExchangesPage.tsx')),
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
    {
      path: '/admin/wr/proposals',
      labelKey: 'route.admin.wrProposals',
      icon: <PhoneOutlined />,
      groupKey: 'admin.menu.warehouse',
      order: 601.65,
    },
    {
      path: '/admin/wr/exchanges',
      labelKey: 'route.admin.wrExchanges',
      icon: <InteractionOutlined />,
      groupKey: 'admin.menu.warehouse',
      order: 601.7,
    },
  ],
});
