import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, Space } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { useSession } from '../../shared/session.ts';
import { useLogout } from '../../shared/signed-in-user.ts';
import { UserAvatar } from '../../shared/ui/SafeImage.tsx';

/** The header's menu for a logged-in user: management centre, security, operator console, logout. */
export default function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();
  const { userInfo } = useSession();
  const items = [
    { key: '/manage/index', label: t('route.manage') },
    { key: '/manage/myinfo', label: t('route.manage.myinfo') },
    { key: '/manage/safety', label: t('route.manage.safety') },
    ...(userInfo?.role === 'operator' ? [{ key: '/admin', label: t('header.admin') }] : []),
    { type: 'divider' as const },
    { key: 'logout', label: <span data-testid="logout">{t('header.logout')}</span>, danger: true },
  ];
  return (
    <Dropdown
      trigger={['click', 'hover']}
      menu={{
        items,
        onClick: ({ key }) => {
          if (key === 'logout') void logout('/login');
          else navigate(key);
        },
      }}
    >
      <Button type="text" data-testid="user-menu" className="header-user">
        <Space size={6}>
          <UserAvatar src={userInfo?.avatar} size={24} />
          <span className="header-user-name">{userInfo?.name || userInfo?.userName}</span>
          <DownOutlined style={{ fontSize: 10 }} />
        </Space>
      </Button>
    </Dropdown>
  );
}
