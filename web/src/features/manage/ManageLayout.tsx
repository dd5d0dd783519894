import { HomeOutlined, IdcardOutlined, KeyOutlined, MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { Layout, Menu } from 'antd';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';

/** The management centre frame (/manage): side menu and the child page. */
export default function ManageLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const items = [
    { key: '/manage/index', icon: <HomeOutlined />, label: t('route.manage.index') },
    { key: '/manage/myinfo', icon: <IdcardOutlined />, label: t('route.manage.myinfo') },
    { key: '/manage/safety', icon: <SafetyOutlined />, label: t('route.manage.safety') },
    { key: '/manage/modifypassword', icon: <KeyOutlined />, label: t('route.manage.modifypassword') },
    { key: '/manage/modifyphone', icon: <MobileOutlined />, label: t('route.manage.modifyphone') },
  ];
  const selected = items.find((item) => location.pathname.startsWith(item.key))?.key ?? '/manage/index';
  return (
    <Layout className="manage-layout">
      <Layout.Sider width={208} theme="light" breakpoint="md" collapsedWidth={0} className="manage-sider">
        <div className="manage-sider-title">{t('route.manage')}</div>
        <Menu
          mode="inline"
          selectedKeys={[selected]}
          items={items}
          onClick={({ key }) => navigate(key)}
          aria-label={t('route.manage')}
          data-testid="manage-menu"
        />
      </Layout.Sider>
      <Layout.Content className="manage-content">
        <Outlet />
      </Layout.Content>
    </Layout>
  );
}
