import { AuditOutlined, WalletOutlined } from '@ant-design/icons';
import { area, handle } from '../../app/feature.ts';
import { lazyPage } from '../../shared/lazy.ts';

/** auctionFeature in the operator console: 竞价审核 and 竞价保证金 in 商城运营, after 热门推荐 (421). */
export default area({
  routes: [
    {
      path: 'auctions',
      handle: handle({ title: 'route.admin.auctions' }),
      lazy: lazyPage(() => import('./admin/AuctionReviewPage.tsx')),
    },
    {
      path: 'auctionDeposits',
      handle: handle({ title: 'route.admin.auctionDeposits' }),
      lazy: lazyPage(() => import('./admin/AuctionDepositsPage.tsx')),
    },
  ],
  menu: [
    {
      path: '/admin/auctions',
      labelKey: 'route.admin.auctions',
      icon: <AuditOutlined />,
      groupKey: 'admin.menu.marketplace',
      order: 430,
    },
    {
      path: '/admin/auctionDeposits',
      labelKey: 'route.admin.auctionDeposits',
      icon: <WalletOutlined />,
      groupKey: 'admin.menu.marketplace',
      order: 431,
    },
  ],
});
