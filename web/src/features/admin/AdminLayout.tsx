import { FileSearchOutlined, HomeOutlined, LogoutOutlined, MessageOutlined, TeamOutlined } from '@ant-design/icons';
import { Button, Layout, Menu, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { LanguageSwitch } from '../../app/layouts/PublicLayout.tsx';
import { useSession } from '../../shared/session.ts';
import { UserAvatar } from '../../shared/ui/SafeImage.tsx';
import { useLogout } from '../user/session-actions.ts';

/** The operator console frame (/admin): its own layout, lazily loaded. */
export default function AdminLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const logout = useLogout();
  const { userInfo } = useSession();
  const items = [
    { key: '/admin/users', icon: <TeamOutlined />, label: t('route.admin.users') },
    { key: '/admin/sms', icon: <MessageOutlined />, label: t('route.admin.sms') },
    {
      key: 'logs',
      icon: <FileSearchOutlined />,
      label: t('admin.menu.logs'),
      children: [
        { key: '/admin/logs/usual', label: t('route.admin.logs.usual') },
        { key: '/admin/logs/api', label: t('route.admin.logs.api') },
        { key: '/admin/logs/error', label: t('route.admin.logs.error') },
      ],
    },
  ];
  return (
    <Layout style={{ minHeight: '100vh' }} className="admin-layout">
      <Layout.Sider width={220} breakpoint="lg" collapsedWidth={0}>
        <div className="admin-logo">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span>{t('admin.title')}</span>
        </div>
        <Menu
          theme="dark"
          mode="inline"
          selectedKeys={[location.pathname]}
          defaultOpenKeys={['logs']}
          items={items}
          onClick={({ key }) => navigate(key)}
          data-testid="admin-menu"
        />
      </Layout.Sider>
      <Layout>
        <Layout.Header className="admin-header">
          <Typography.Text strong>{t('admin.title')}</Typography.Text>
          <Space size={12}>
            <Link to="/">
              <Button type="text" icon={<HomeOutlined />}>
                {t('admin.backToSite')}
              </Button>
            </Link>
            <LanguageSwitch />
            <Space size={6}>
              <UserAvatar src={userInfo?.avatar} size={24} />
              <span>{userInfo?.name || userInfo?.userName}</span>
            </Space>
            <Button type="text" icon={<LogoutOutlined />} onClick={() => void logout('/admin/login')} data-testid="admin-logout">
              {t('header.logout')}
            </Button>
          </Space>
        </Layout.Header>
        <Layout.Content style={{ padding: 24 }}>
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
