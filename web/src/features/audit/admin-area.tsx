import {
  ApartmentOutlined,
  AuditOutlined,
  BankOutlined,
  ExperimentOutlined,
  SafetyCertificateOutlined,
  ShopOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import type { RouteObject } from 'react-router';
import { area, handle, type MenuEntry } from '../../app/feature.ts';
import { lazyPage } from '../../shared/lazy.ts';

const page = (path: string, title: string, importer: Parameters<typeof lazyPage>[0]): RouteObject => ({
  path,
  handle: handle({ title }),
  lazy: lazyPage(importer),
});

const COMPANY_GROUP = 'admin.menu.company';
const MARKET_GROUP = 'admin.menu.shopProduct';

const menu: MenuEntry[] = [
  {
    path: '/admin/company/audit',
    labelKey: 'route.admin.companyAudit',
    icon: <BankOutlined />,
    groupKey: COMPANY_GROUP,
    order: 200,
  },
  {
    path: '/admin/company/list',
    labelKey: 'route.admin.companyList',
    icon: <ApartmentOutlined />,
    groupKey: COMPANY_GROUP,
    order: 210,
  },
  {
    path: '/admin/certificate/audit',
    labelKey: 'route.admin.certificateAudit',
    icon: <SafetyCertificateOutlined />,
    groupKey: COMPANY_GROUP,
    order: 220,
  },
  { path: '/admin/shop/audit', labelKey: 'route.admin.shopAudit', icon: <AuditOutlined />, groupKey: MARKET_GROUP, order: 300 },
  { path: '/admin/shop/list', labelKey: 'route.admin.shopList', icon: <ShopOutlined />, groupKey: MARKET_GROUP, order: 310 },
  {
    path: '/admin/product/audit',
    labelKey: 'route.admin.productAudit',
    icon: <ExperimentOutlined />,
    groupKey: MARKET_GROUP,
    order: 320,
  },
  {
    path: '/admin/product/list',
    labelKey: 'route.admin.productList',
    icon: <UnorderedListOutlined />,
    groupKey: MARKET_GROUP,
    order: 330,
  },
];

/**
 * Operator console audits: company certifications, every company, dangerous-goods certificates,
 * shop entry, every shop, product audit and every product (with forced off-shelf).
 */
export default area({
  routes: [
    page('company/audit', 'route.admin.companyAudit', () => import('./pages/CompanyAuditPage.tsx')),
    page('company/list', 'route.admin.companyList', () => import('./pages/CompanyListPage.tsx')),
    page('certificate/audit', 'route.admin.certificateAudit', () => import('./pages/CertificateAuditPage.tsx')),
    page('shop/audit', 'route.admin.shopAudit', () => import('./pages/ShopAuditPage.tsx')),
    page('shop/list', 'route.admin.shopList', () => import('./pages/ShopListPage.tsx')),
    page('product/audit', 'route.admin.productAudit', () => import('./pages/ProductAuditPage.tsx')),
    page('product/list', 'route.admin.productList', () => import('./pages/ProductListPage.tsx')),
  ],
  menu,
});
