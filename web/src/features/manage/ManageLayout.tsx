import { Layout, Menu } from 'antd';
import { useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useArea } from '../../app/areas.ts';
import { menuGroupOf, selectedMenuKey, toMenuItems } from '../../app/menu.tsx';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { useUserPower } from '../../shared/signed-in-user.ts';
import { CompanySwitcher } from '../company/index.ts';

/** The management centre frame (/manage): side menu and the child page. */
export default function ManageLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const { data: power } = useUserPower();
  const entries = useArea('manage').menu;
  // Entries the user may not use are hidden; the server refuses them anyway.
  const items = toMenuItems(entries, t, power);
  const selected = selectedMenuKey(entries, location.pathname, '/manage/index', power);
  // The section holding the page shown is open, opened directly or by a reload too; the user opens and closes the rest.
  const selectedGroup = menuGroupOf(entries, selected);
  const [openKeys, setOpenKeys] = useState<string[]>(selectedGroup ? [selectedGroup] : []);
  useEffect(() => {
    if (selectedGroup) setOpenKeys((keys) => (keys.includes(selectedGroup) ? keys : [...keys, selectedGroup]));
  }, [selectedGroup]);
  return (
    <Layout className="manage-layout">
      <Layout.Sider width={208} theme="light" breakpoint="md" collapsedWidth={0} className="manage-sider">
        <div className="manage-sider-title">{t('route.manage')}</div>
        <CompanySwitcher />
        <Menu
          mode="inline"
          selectedKeys={[selected]}
          openKeys={openKeys}
          onOpenChange={setOpenKeys}
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
