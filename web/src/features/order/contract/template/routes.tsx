import { FileTextOutlined } from '@ant-design/icons';
import { type Feature, handle } from '../../../../app/feature.ts';
import { lazyPage } from '../../../../shared/lazy.ts';

/** The seller's contract templates (issue 6 item 1): /manage/contracttemplate, needs contract.template. */
export const contractTemplateFeature: Feature = {
  manageRoutes: [
    {
      path: 'contracttemplate',
      handle: handle({ title: 'route.manage.contracttemplate', auth: true }),
      lazy: lazyPage(() => import('./pages/ContractTemplatePage.tsx')),
    },
  ],
  manageMenu: [
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
};
