import { FileTextOutlined } from '@ant-design/icons';
import { area, handle } from '../../../../app/feature.ts';
import { lazyPage } from '../../../../shared/lazy.ts';

/** contractTemplateFeature: its management-centre pages and menu entries (imported on the first visit to /manage). */
export default area({
  routes: [
    {
      path: 'contracttemplate',
      handle: handle({ title: 'route.manage.contracttemplate', auth: true }),
      lazy: lazyPage(() => import('./pages/ContractTemplatePage.tsx')),
    },
  ],
  menu: [
    {
      path: '/manage/contracttemplate',
      labelKey: 'route.manage.contracttemplate',
      icon: <FileTextOutlined />,
      permission: 'contract.template',
      requiresCompany: true,
      groupKey: 'seller.menu.shop',
      order: 202,
    },
  ],
});
