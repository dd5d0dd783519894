import {
  AppstoreOutlined,
  DatabaseOutlined,
  FileProtectOutlined,
  InboxOutlined,
  MoneyCollectOutlined,
  SolutionOutlined,
} from '@ant-design/icons';
import type { RouteObject } from 'react-router';
import { area, handle, type MenuEntry } from '../../app/feature.ts';
import { lazyPage } from '../../shared/lazy.ts';

const page = (path: string, title: string, importer: Parameters<typeof lazyPage>[0]): RouteObject => ({
  path,
  handle: handle({ title }),
  lazy: lazyPage(importer),
});

const GROUP = 'admin.menu.warehouse';

// The audit queue first: it is the daily work; the reference data below it changes seldom.
const menu: MenuEntry[] = [
  { path: '/admin/wr/receipts', labelKey: 'route.admin.wrReceipts', icon: <FileProtectOutlined />, groupKey: GROUP, order: 601 },
  { path: '/admin/wr/storage', labelKey: 'route.admin.wrStorage', icon: <InboxOutlined />, groupKey: GROUP, order: 606 },
  { path: '/admin/wr/keepers', labelKey: 'route.admin.wrKeepers', icon: <SolutionOutlined />, groupKey: GROUP, order: 602 },
  { path: '/admin/wr/warehouses', labelKey: 'route.admin.wrWarehouses', icon: <DatabaseOutlined />, groupKey: GROUP, order: 603 },
  { path: '/admin/wr/products', labelKey: 'route.admin.wrProducts', icon: <AppstoreOutlined />, groupKey: GROUP, order: 604 },
  { path: '/admin/wr/fees', labelKey: 'route.admin.wrFees', icon: <MoneyCollectOutlined />, groupKey: GROUP, order: 605 },
];

/** warehouseAdminFeature: its operator-console pages and menu entries (imported on the first visit to /admin). */
export default area({
  routes: [
    page('wr/receipts', 'route.admin.wrReceipts', () => import('./pages/ReceiptAuditPage.tsx')),
    page('wr/keepers', 'route.admin.wrKeepers', () => import('./pages/KeepersPage.tsx')),
    page('wr/warehouses', 'route.admin.wrWarehouses', () => import('./pages/WarehousesPage.tsx')),
    page('wr/products', 'route.admin.wrProducts', () => import('./pages/ProductsPage.tsx')),
    page('wr/fees', 'route.admin.wrFees', () => import('./pages/FeesPage.tsx')),
    page('wr/storage', 'route.admin.wrStorage', () => import('./pages/StoragePage.tsx')),
  ],
  menu,
});
