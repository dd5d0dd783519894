import { CarOutlined } from '@ant-design/icons';
import { area, handle } from '../../app/feature.ts';
import { lazyPage } from '../../shared/lazy.ts';

/** billOfLadingFeature in the operator console: 提单监管 in 仓单管理, after the receipt audit (601). */
export default area({
  routes: [
    {
      path: 'wr/bills',
      handle: handle({ title: 'route.admin.wrBills' }),
      lazy: lazyPage(() => import('./operator/BillSupervisionPage.tsx')),
    },
  ],
  menu: [
    {
      path: '/admin/wr/bills',
      labelKey: 'route.admin.wrBills',
      icon: <CarOutlined />,
      groupKey: 'admin.menu.warehouse',
      order: 601.5,
    },
  ],
});
