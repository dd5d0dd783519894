import { AuditOutlined, FileProtectOutlined } from '@ant-design/icons';
import { area, handle } from '../../../app/feature.ts';
import { lazyPage } from '../../../shared/lazy.ts';

/** contractFeature: its management-centre pages and menu entries (imported on the first visit to /manage). */
export default area({
  routes: [
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
  menu: [
    {
      path: '/manage/buyerwaitforbuycontract',
      alsoOn: ['/manage/buyercontractinfo'],
      labelKey: 'route.manage.buyerwaitforbuycontract',
      icon: <FileProtectOutlined />,
      permission: 'contract.view',
      requiresCompany: true,
      order: 155,
    },
    {
      path: '/manage/sellerwaitforsellercontract',
      alsoOn: ['/manage/sellercontractinfo'],
      labelKey: 'route.manage.sellerwaitforsellercontract',
      icon: <AuditOutlined />,
      permission: 'contract.view',
      requiresCompany: true,
      order: 165,
    },
  ],
});
