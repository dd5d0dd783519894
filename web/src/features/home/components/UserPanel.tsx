import { FileSearchOutlined, QuestionCircleOutlined, ShopOutlined, UploadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useSession } from '../../../shared/session.ts';
import { UserAvatar } from '../../../shared/ui/SafeImage.tsx';

/** The home's greeting: login / register for a visitor, the management centre for a user, and quick links. */
export function UserPanel() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { loggedIn, userInfo } = useSession();
  const quick = [
    { to: '/manage/entryapply', icon: <ShopOutlined />, label: t('home.quick.openShop') },
    { to: '/manage/goodsmanage', icon: <UploadOutlined />, label: t('home.quick.publish') },
    { to: '/search', icon: <FileSearchOutlined />, label: t('home.quick.buy') },
    { to: '/helpcenter/index', icon: <QuestionCircleOutlined />, label: t('route.helpcenter') },
  ];
  return (
    <section className="user-panel">
      <div className="user-panel-head">
        <UserAvatar size={44} src={loggedIn ? userInfo?.avatar : null} />
        <div>
          <div className="user-panel-hello">
            {loggedIn ? t('home.hello', { name: userInfo?.name || userInfo?.userName || '' }) : t('home.welcome')}
          </div>
          <div className="muted user-panel-sub">{t('home.panelSub')}</div>
        </div>
      </div>
      {loggedIn ? (
        <Button type="primary" block onClick={() => navigate('/manage/index')}>
          {t('route.manage')}
        </Button>
      ) : (
        <div className="user-panel-actions">
          <Button type="primary" onClick={() => navigate('/login')}>
            {t('header.login')}
          </Button>
          <Button onClick={() => navigate('/register')}>{t('header.register')}</Button>
        </div>
      )}
      <div className="user-panel-quick">
        {quick.map((item) => (
          <Link key={item.to} to={item.to}>
            {item.icon}
            <span>{item.label}</span>
          </Link>
        ))}
      </div>
    </section>
  );
}
