import { HomeOutlined, LogoutOutlined } from '@ant-design/icons';
import { Button, Layout, Menu, Space, Typography } from 'antd';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { useArea } from '../../app/areas.ts';
import { LanguageSwitch } from '../../app/layouts/PublicLayout.tsx';
import { toMenuItems } from '../../app/menu.tsx';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { useSession } from '../../shared/session.ts';
import { useLogout } from '../../shared/signed-in-user.ts';
import { UserAvatar } from '../../shared/ui/SafeImage.tsx';

type MenuItems = ReturnType<typeof toMenuItems>;

/**
 * The menu's labels with their words as a title too: a label longer than the sider (in English) wraps onto a second
 * line (styles.css), and the title still says it whole on hover.
 */
function withTitles(items: MenuItems): MenuItems {
  return items.map((item) => {
    if (!item || !('label' in item) || typeof item.label !== 'string') return item;
    const label = (
      <span key={String(item.key)} className="admin-menu-label" title={item.label}>
        {item.label}
      </span>
    );
    return 'children' in item && item.children ? { ...item, label, children: withTitles(item.children) } : { ...item, label };
  });
}

/** The operator console frame (/admin): its own layout, lazily loaded. */
export default function AdminLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const logout = useLogout();
  const { userInfo } = useSession();
  const entries = useArea('admin').menu;
  const items = withTitles(toMenuItems(entries, t, undefined, false));
  const openGroups = [...new Set(entries.flatMap((e) => (e.groupKey ? [e.groupKey] : [])))];
  return (
    <Layout style={{ minHeight: '100vh' }} className="admin-layout">
      <Layout.Sider width={220} breakpoint="lg" collapsedWidth={0}>
        <div className="admin-logo" title={t('admin.title')}>
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span>{t('admin.title')}</span>
        </div>
        <Menu
          theme="dark"
          mode="inline"
          selectedKeys={[location.pathname]}
          defaultOpenKeys={openGroups}
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
