import {
  AuditOutlined,
  DatabaseOutlined,
  FileAddOutlined,
  InboxOutlined,
  ProfileOutlined,
  SolutionOutlined,
} from '@ant-design/icons';
import { area, handle } from '../../app/feature.ts';
import { lazyPage } from '../../shared/lazy.ts';

/**
 * warehouseReceiptFeature: the holder's pages (deposit, applications, receipts, inventory) and the keeper's (inbound
 * queue, registration, the receipts of its warehouses), imported on the first visit to /manage.
 */
export default area({
  routes: [
    {
      path: 'deposit',
      handle: handle({ title: 'route.manage.deposit', auth: true }),
      lazy: lazyPage(() => import('./pages/DepositPage.tsx')),
    },
    {
      path: 'applyList',
      handle: handle({ title: 'route.manage.applyList', auth: true }),
      lazy: lazyPage(() => import('./pages/ApplyListPage.tsx')),
    },
    {
      path: 'myDepositDetails',
      handle: handle({ title: 'route.manage.myDepositDetails', auth: true }),
      lazy: lazyPage(() => import('./pages/DepositDetailsPage.tsx')),
    },
    {
      path: 'warehouseReceiptList',
      handle: handle({ title: 'route.manage.warehouseReceiptList', auth: true }),
      lazy: lazyPage(() => import('./pages/ReceiptListPage.tsx')),
    },
    {
      path: 'warehouseReceiptdetails',
      handle: handle({ title: 'route.manage.warehouseReceiptdetails', auth: true }),
      lazy: lazyPage(() => import('./pages/ReceiptDetailsPage.tsx')),
    },
    {
      path: 'myInventory',
      handle: handle({ title: 'route.manage.myInventory', auth: true }),
      lazy: lazyPage(() => import('./pages/InventoryPage.tsx')),
    },
    {
      path: 'warehouseDetails',
      handle: handle({ title: 'route.manage.warehouseDetails', auth: true }),
      lazy: lazyPage(() => import('./pages/WarehouseDetailsPage.tsx')),
    },
    {
      path: 'waitpleasedetails',
      handle: handle({ title: 'route.manage.waitpleasedetails', auth: true, permission: 'warehouse.receive' }),
      lazy: lazyPage(() => import('./keeper/KeeperDepositPage.tsx')),
    },
    {
      path: 'newdetails',
      handle: handle({ title: 'route.manage.newdetails', auth: true, permission: 'warehouse.register' }),
      lazy: lazyPage(() => import('./keeper/KeeperReceiptPage.tsx')),
    },
    {
      path: 'keeperInbound',
      handle: handle({ title: 'route.manage.keeperInbound', auth: true, permission: 'warehouse.receive' }),
      lazy: lazyPage(() => import('./keeper/InboundPage.tsx')),
    },
    {
      path: 'registrationTheWarehouseReceipt',
      handle: handle({ title: 'route.manage.registrationTheWarehouseReceipt', auth: true, permission: 'warehouse.register' }),
      lazy: lazyPage(() => import('./keeper/RegistrationPage.tsx')),
    },
    {
      path: 'keeperReceipts',
      handle: handle({ title: 'route.manage.keeperReceipts', auth: true, permission: 'warehouse.register' }),
      lazy: lazyPage(() => import('./keeper/KeeperReceiptsPage.tsx')),
    },
  ],
  menu: [
    {
      path: '/manage/deposit',
      labelKey: 'route.manage.deposit',
      icon: <FileAddOutlined />,
      permission: 'receipt.manage',
      requiresCompany: true,
      groupKey: 'receipt.menu.holder',
      order: 300,
    },
    {
      path: '/manage/applyList',
      alsoOn: ['/manage/myDepositDetails'],
      labelKey: 'route.manage.applyList',
      icon: <ProfileOutlined />,
      permission: 'receipt.view',
      requiresCompany: true,
      groupKey: 'receipt.menu.holder',
      order: 301,
    },
    {
      path: '/manage/warehouseReceiptList',
      alsoOn: ['/manage/warehouseReceiptdetails', '/manage/warehouseDetails'],
      labelKey: 'route.manage.warehouseReceiptList',
      icon: <SolutionOutlined />,
      permission: 'receipt.view',
      requiresCompany: true,
      groupKey: 'receipt.menu.holder',
      order: 302,
    },
    {
      path: '/manage/myInventory',
      labelKey: 'route.manage.myInventory',
      icon: <DatabaseOutlined />,
      permission: 'receipt.view',
      requiresCompany: true,
      groupKey: 'receipt.menu.holder',
      order: 303,
    },
    {
      path: '/manage/keeperInbound',
      alsoOn: ['/manage/waitpleasedetails'],
      labelKey: 'route.manage.keeperInbound',
      icon: <InboxOutlined />,
      permission: 'warehouse.receive',
      requiresCompany: true,
      groupKey: 'receipt.menu.keeper',
      order: 320,
    },
    {
      path: '/manage/registrationTheWarehouseReceipt',
      labelKey: 'route.manage.registrationTheWarehouseReceipt',
      icon: <AuditOutlined />,
      permission: 'warehouse.register',
      requiresCompany: true,
      groupKey: 'receipt.menu.keeper',
      order: 321,
    },
    {
      path: '/manage/keeperReceipts',
      alsoOn: ['/manage/newdetails'],
      labelKey: 'route.manage.keeperReceipts',
      icon: <SolutionOutlined />,
      permission: 'warehouse.register',
      requiresCompany: true,
      groupKey: 'receipt.menu.keeper',
      order: 322,
    },
  ],
});
