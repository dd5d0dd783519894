import { AuditOutlined, FileProtectOutlined } from '@ant-design/icons';
import { type Feature, handle } from '../../../app/feature.ts';
import { lazyPage } from '../../../shared/lazy.ts';

/**
 * The contract pages of the trade loop (SPEC §1 management-centre children): each side's orders whose
 * contract waits, and one order's contract. Menus need contract.view; signing needs contract.sign.
 */
export const contractFeature: Feature = {
  manageRoutes: [
    {
      path: 'buyerwaitforbuycontract',
      handle: handle({ title: 'route.manage.buyerwaitforbuycontract', auth: true }),
      lazy: lazyPage(() => import('./pages/BuyerWaitForContractPage.tsx')),
    },
    {
      path: 'sellerwaitforsellercontract',
      handle: handle({ title: 'route.manage.sellerwaitforsellercontract', auth: true }),
      lazy: lazyPage(() => import('./pages/SellerWaitForContractPage.tsx')),
    },
    {
      path: 'buyercontractinfo',
      handle: handle({ title: 'route.manage.buyercontractinfo', auth: true }),
      lazy: lazyPage(() => import('./pages/BuyerContractInfoPage.tsx')),
    },
    {
      path: 'sellercontractinfo',
      handle: handle({ title: 'route.manage.sellercontractinfo', auth: true }),
      lazy: lazyPage(() => import('./pages/SellerContractInfoPage.tsx')),
    },
  ],
  manageMenu: [
    {
      path: '/manage/buyerwaitforbuycontract',
      labelKey: 'route.manage.buyerwaitforbuycontract',
      icon: <FileProtectOutlined />,
      permission: 'contract.view',
      requiresCompany: true,
      order: 155,
    },
    {
      path: '/manage/sellerwaitforsellercontract',
      labelKey: 'route.manage.sellerwaitforsellercontract',
      icon: <AuditOutlined />,
      permission: 'contract.view',
      requiresCompany: true,
      order: 165,
    },
  ],
};
