import { FileTextOutlined, MessageOutlined } from '@ant-design/icons';
import { area, handle } from '../../app/feature.ts';
import { lazyPage } from '../../shared/lazy.ts';

/** quoteFeature's management page: the quotes the company sent and received (imported on the first visit to /manage). */
export default area({
  routes: [
    {
      path: 'myQuotation',
      handle: handle({ title: 'route.manage.myQuotation', auth: true }),
      lazy: lazyPage(() => import('./pages/MyQuotationPage.tsx')),
    },
    {
      path: 'inquiries',
      handle: handle({ title: 'route.manage.inquiries', auth: true }),
      lazy: lazyPage(() => import('./inquiries/InquiriesPage.tsx')),
    },
  ],
  menu: [
    {
      path: '/manage/myQuotation',
      labelKey: 'route.manage.myQuotation',
      icon: <FileTextOutlined />,
      permission: ['quote.manage', 'buy.order'],
      requiresCompany: true,
      order: 170,
    },
    {
      path: '/manage/inquiries',
      labelKey: 'route.manage.inquiries',
      icon: <MessageOutlined />,
      permission: ['quote.manage', 'buy.order'],
      requiresCompany: true,
      order: 169,
    },
  ],
});
