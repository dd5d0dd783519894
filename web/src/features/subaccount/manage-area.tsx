import { TeamOutlined, UserAddOutlined, UsergroupAddOutlined } from '@ant-design/icons';
import { area, handle } from '../../app/feature.ts';
import { lazyPage } from '../../shared/lazy.ts';

/** subAccountFeature: its management-centre pages and menu entries (imported on the first visit to /manage). */
export default area({
  routes: [
    {
      path: 'childaccountlist',
      handle: handle({ title: 'route.manage.childaccountlist', auth: true }),
      lazy: lazyPage(() => import('./pages/ChildAccountListPage.tsx')),
    },
    {
      path: 'childaccountmanage',
      handle: handle({ title: 'route.manage.childaccountmanage', auth: true }),
      lazy: lazyPage(() => import('./pages/ChildAccountManagePage.tsx')),
    },
    {
      // Open to every logged-in user: an invitee opens it from the SMS link (?code=).
      path: 'inviteuser',
      handle: handle({ title: 'route.manage.inviteuser', auth: true }),
      lazy: lazyPage(() => import('./pages/InviteUserPage.tsx')),
    },
  ],
  menu: [
    {
      path: '/manage/childaccountlist',
      labelKey: 'route.manage.childaccountlist',
      icon: <TeamOutlined />,
      permission: 'company.subaccount',
      requiresCompany: true,
      order: 130,
    },
    {
      path: '/manage/childaccountmanage',
      labelKey: 'route.manage.childaccountmanage',
      icon: <UserAddOutlined />,
      permission: 'company.subaccount',
      requiresCompany: true,
      order: 131,
    },
    {
      path: '/manage/inviteuser',
      labelKey: 'route.manage.inviteuser',
      icon: <UsergroupAddOutlined />,
      permission: 'company.subaccount',
      requiresCompany: true,
      order: 132,
    },
  ],
});
