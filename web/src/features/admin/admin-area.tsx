import { FileSearchOutlined, MessageOutlined, TeamOutlined } from '@ant-design/icons';
import { Navigate } from 'react-router';
import { area, handle } from '../../app/feature.ts';
import { lazyPage } from '../../shared/lazy.ts';

/** The operator console's own pages: users, SMS records and the three logs. */
export default area({
  routes: [
    {
      path: 'users',
      handle: handle({ title: 'route.admin.users' }),
      lazy: lazyPage(() => import('./pages/UsersPage.tsx')),
    },
    {
      path: 'sms',
      handle: handle({ title: 'route.admin.sms' }),
      lazy: lazyPage(() => import('./pages/SmsPage.tsx')),
    },
    { path: 'logs', element: <Navigate to="/admin/logs/usual" replace /> },
    {
      path: 'logs/:kind',
      handle: handle({ title: 'route.admin.logs' }),
      lazy: lazyPage(() => import('./pages/LogsPage.tsx')),
    },
  ],
  menu: [
    { path: '/admin/users', labelKey: 'route.admin.users', icon: <TeamOutlined />, order: 100 },
    { path: '/admin/sms', labelKey: 'route.admin.sms', icon: <MessageOutlined />, order: 800 },
    {
      path: '/admin/logs/usual',
      labelKey: 'route.admin.logs.usual',
      icon: <FileSearchOutlined />,
      groupKey: 'admin.menu.logs',
      order: 900,
    },
    { path: '/admin/logs/api', labelKey: 'route.admin.logs.api', groupKey: 'admin.menu.logs', order: 901 },
    { path: '/admin/logs/error', labelKey: 'route.admin.logs.error', groupKey: 'admin.menu.logs', order: 902 },
  ],
});
