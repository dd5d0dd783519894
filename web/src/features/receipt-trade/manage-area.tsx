import {
  FileProtectOutlined,
  InteractionOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  SwapOutlined,
  TagsOutlined,
} from '@ant-design/icons';
import { area, handle } from '../../app/feature.ts';
import { lazyPage } from '../../shared/lazy.ts';

/**
 * receiptTradeFeature's management pages: the seller's listings and the orders to answer, the buyer's applications,
 * each order's details for either side (an application's page, and the taken order's), and the keeper's inbox of
 * transfers (and exchanges' endorsements) to confirm with an order's page in its words, and the receipt exchanges
 * (仓单串换): each side's list, the request form and each side's page; imported on the first visit to /manage.
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
      path: 'waitingSellPleasedetails',
      handle: handle({ title: 'route.manage.waitingSellPleasedetails', auth: true }),
      lazy: lazyPage(() => import('./pages/SellerListingPage.tsx')),
    },
    {
      path: 'waitingJiedanDetails',
      handle: handle({ title: 'route.manage.waitingJiedanDetails', auth: true }),
      lazy: lazyPage(() => import('./orders/SellerOrderPage.tsx')),
    },
    {
      path: 'waitingSellDetails',
      handle: handle({ title: 'route.manage.waitingSellDetails', auth: true }),
      lazy: lazyPage(() => import('./orders/SellerTakenOrderPage.tsx')),
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
    {
      path: 'waitingbuydetails',
      handle: handle({ title: 'route.manage.waitingbuydetails', auth: true }),
      lazy: lazyPage(() => import('./orders/BuyerTakenOrderPage.tsx')),
    },
    {
      path: 'orderReceiv',
      handle: handle({ title: 'route.manage.orderReceiv', auth: true, permission: 'warehouse.confirm' }),
      // The transfers and, as a second segment (?kind=exchange), the exchanges' endorsements.
      lazy: lazyPage(() => import('./exchange/KeeperInboxPage.tsx')),
    },
    {
      path: 'orderReceivDetails',
      handle: handle({ title: 'route.manage.orderReceivDetails', auth: true, permission: 'warehouse.confirm' }),
      lazy: lazyPage(() => import('./keeper/KeeperOrderPage.tsx')),
    },
    {
      path: 'myexchange',
      handle: handle({ title: 'route.manage.myexchange', auth: true }),
      lazy: lazyPage(() => import('./exchange/ExchangesPage.tsx')),
    },
    {
      path: 'newExchangeDetails',
      handle: handle({ title: 'route.manage.newExchangeDetails', auth: true }),
      lazy: lazyPage(() => import('./exchange/NewExchangePage.tsx')),
    },
    {
      path: 'exchangedetails',
      handle: handle({ title: 'route.manage.exchangedetails', auth: true }),
      lazy: lazyPage(() => import('./exchange/ApplicantExchangePage.tsx')),
    },
    {
      path: 'orderexchangetoApplydetails',
      handle: handle({ title: 'route.manage.orderexchangetoApplydetails', auth: true }),
      lazy: lazyPage(() => import('./exchange/CounterpartyExchangePage.tsx')),
    },
    {
      path: 'warehouseReceiptContractList',
      handle: handle({ title: 'route.manage.warehouseReceiptContractList', auth: true }),
      lazy: lazyPage(() => import('./contract/pages/ReceiptContractListPage.tsx')),
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
      alsoOn: ['/manage/waitingJiedanDetails', '/manage/waitingSellDetails'],
      labelKey: 'route.manage.waitingSell',
      icon: <ShopOutlined />,
      permission: 'receipt.view',
      requiresCompany: true,
      groupKey: 'receiptTrade.menu',
      order: 311,
    },
    {
      path: '/manage/toApplyFor',
      alsoOn: ['/manage/toApplyFordetails', '/manage/waitingbuydetails'],
      labelKey: 'route.manage.toApplyFor',
      icon: <ShoppingCartOutlined />,
      permission: 'receipt.view',
      requiresCompany: true,
      groupKey: 'receiptTrade.menu',
      order: 312,
    },
    {
      path: '/manage/myexchange',
      alsoOn: ['/manage/newExchangeDetails', '/manage/exchangedetails', '/manage/orderexchangetoApplydetails'],
      labelKey: 'route.manage.myexchange',
      icon: <InteractionOutlined />,
      permission: 'receipt.view',
      requiresCompany: true,
      groupKey: 'receiptTrade.menu',
      order: 312.5,
    },
    {
      path: '/manage/warehouseReceiptContractList',
      labelKey: 'route.manage.warehouseReceiptContractList',
      icon: <FileProtectOutlined />,
      // The contract codes, as the order contracts' entries: the list answers a reader of contracts.
      permission: 'contract.view',
      requiresCompany: true,
      groupKey: 'receiptTrade.menu',
      order: 313,
    },
    // The keeper's: next to its inbound queue, pick-up board, registration and receipts (320–322).
    {
      path: '/manage/orderReceiv',
      alsoOn: ['/manage/orderReceivDetails'],
      labelKey: 'route.manage.orderReceiv',
      icon: <SwapOutlined />,
      permission: 'warehouse.confirm',
      requiresCompany: true,
      groupKey: 'receipt.menu.keeper',
      order: 322.5,
    },
  ],
});
