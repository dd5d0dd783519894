import { ThunderboltOutlined } from '@ant-design/icons';
import { area, handle } from '../../app/feature.ts';
import { lazyPage } from '../../shared/lazy.ts';

/** auctionFeature's management page: the owner's auctions, their sign-ups, board and award, and its white list. */
export default area({
  routes: [
    {
      path: 'bidDemandCtnter',
      handle: handle({ title: 'route.manage.bidDemandCtnter', auth: true }),
      lazy: lazyPage(() => import('./pages/BidDemandCenterPage.tsx')),
    },
  ],
  menu: [
    {
      path: '/manage/bidDemandCtnter',
      labelKey: 'route.manage.bidDemandCtnter',
      icon: <ThunderboltOutlined />,
      permission: 'quote.auction',
      requiresCompany: true,
      order: 171,
    },
  ],
});
