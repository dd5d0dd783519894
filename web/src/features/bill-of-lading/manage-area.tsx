import { CarOutlined, ScheduleOutlined } from '@ant-design/icons';
import { area, handle } from '../../app/feature.ts';
import { lazyPage } from '../../shared/lazy.ts';

/**
 * billOfLadingFeature in the management centre: the holder's bills and request, the details a holder and a keeper
 * share, and the keeper's pick-up board; beside 我的仓单 and 入库收货 in their menu sections.
 */
export default area({
  routes: [
    {
      path: 'billLadingList',
      handle: handle({ title: 'route.manage.billLadingList', auth: true }),
      lazy: lazyPage(() => import('./pages/BillListPage.tsx')),
    },
    {
      path: 'billDetails',
      handle: handle({ title: 'route.manage.billDetails', auth: true }),
      lazy: lazyPage(() => import('./pages/BillApplyPage.tsx')),
    },
    {
      path: 'billLadingDetails',
      handle: handle({ title: 'route.manage.billLadingDetails', auth: true }),
      lazy: lazyPage(() => import('./pages/BillDetailsPage.tsx')),
    },
    {
      path: 'pickupBoard',
      handle: handle({ title: 'route.manage.pickupBoard', auth: true, permission: 'warehouse.pickup' }),
      lazy: lazyPage(() => import('./keeper/PickupBoardPage.tsx')),
    },
  ],
  menu: [
    {
      path: '/manage/billLadingList',
      alsoOn: ['/manage/billLadingDetails', '/manage/billDetails'],
      labelKey: 'route.manage.billLadingList',
      icon: <CarOutlined />,
      permission: 'receipt.billOfLading',
      requiresCompany: true,
      groupKey: 'receipt.menu.holder',
      // After 我的仓单 (302), before 我的库存 (303).
      order: 302.5,
    },
    {
      path: '/manage/pickupBoard',
      // The keeper opens a bill's details from the board: the board stays selected when the holder's list is not shown.
      alsoOn: ['/manage/billLadingDetails'],
      labelKey: 'route.manage.pickupBoard',
      icon: <ScheduleOutlined />,
      // The keeper's code is held only in a warehouse company (permissions.ts codesForRoles).
      permission: 'warehouse.pickup',
      requiresCompany: true,
      groupKey: 'receipt.menu.keeper',
      // After 入库收货 (320).
      order: 320.5,
    },
  ],
});
