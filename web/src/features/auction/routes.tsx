import type { Feature } from '../../app/feature.ts';
import { handle } from '../../app/feature.ts';
import { lazyPage } from '../../shared/lazy.ts';

/**
 * Auctions (竞价): the hall and an auction's page with its live board (anyone may look; bidding needs a qualified
 * company), a company's auctions, the owner's entrustment (/releaseOrder) and a bidder's sign-ups and bids; the
 * owner's management is imported with /manage, the operator's review and deposits with /admin.
 */
export const auctionFeature: Feature = {
  publicRoutes: [
    {
      path: 'bidDemand',
      handle: handle({ title: 'route.bidDemand' }),
      lazy: lazyPage(() => import('./pages/BidDemandPage.tsx')),
    },
    {
      path: 'companyBidDemand',
      handle: handle({ title: 'route.companyBidDemand' }),
      lazy: lazyPage(() => import('./pages/CompanyBidDemandPage.tsx')),
    },
    {
      path: 'releaseOrder',
      handle: handle({ title: 'route.releaseOrder', auth: true }),
      lazy: lazyPage(() => import('./pages/ReleaseOrderPage.tsx')),
    },
    {
      path: 'myBidDemand',
      handle: handle({ title: 'route.myBidDemand', auth: true }),
      lazy: lazyPage(() => import('./pages/MyBidDemandPage.tsx')),
    },
  ],
  manage: () => import('./manage-area.tsx'),
  admin: () => import('./admin-area.tsx'),
};
