import { type PermissionCode, permissionLabelKey } from '@hgsc/contracts';
import { Button, Layout, Menu, Result, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { useArea } from '../../app/areas.ts';
import { menuGroupOf, selectedMenuKey, toMenuItems } from '../../app/menu.tsx';
import { pageAccess, permissionOf } from '../../app/route-handle.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { useUserPower } from '../../shared/signed-in-user.ts';
import { CompanySwitcher } from '../company/index.ts';

/** In place of a page the signed-in person lacks the code for: what is missing, and the way back. */
function NoPermission({ permission }: { permission: PermissionCode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title={t('system.noPermissionTitle')}
      subTitle={t('system.noPermissionHint', { permission: t(permissionLabelKey(permission)) })}
      data-testid="manage-no-permission"
      extra={
        <Button type="primary" onClick={() => navigate('/manage/index')} data-testid="manage-no-permission-back">
          {t('system.backToManage')}
        </Button>
      }
    />
  );
}

/**
 * The management centre frame (/manage): side menu and the child page, or a 403 in its place when the page needs a
 * code the person lacks (route handle `permission`).
 */
export default function ManageLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const { data: power, isError: powerFailed } = useUserPower();
  const permission = permissionOf(useMatches());
  // Codes that cannot be read leave the page to the server, which refuses what the person may not do.
  const access = powerFailed ? 'open' : pageAccess(permission, power);
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
        {access === 'open' ? (
          <Outlet />
        ) : access === 'forbidden' && permission ? (
          <NoPermission permission={permission} />
        ) : (
          <Skeleton active paragraph={{ rows: 6 }} />
        )}
      </Layout.Content>
    </Layout>
  );
}
