import { AuditOutlined, ContainerOutlined, FileProtectOutlined, ShopOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../shared/session.ts';

/** / and /main: a welcome until the catalogue fills the home page. */
export default function HomePage() {
  const { t } = useTranslation();
  const { loggedIn, userInfo } = useSession();
  const features = [
    { icon: <ShopOutlined />, title: t('home.feature.trade'), text: t('home.feature.tradeText') },
    { icon: <FileProtectOutlined />, title: t('home.feature.contract'), text: t('home.feature.contractText') },
    { icon: <ContainerOutlined />, title: t('home.feature.receipt'), text: t('home.feature.receiptText') },
    { icon: <AuditOutlined />, title: t('home.feature.audit'), text: t('home.feature.auditText') },
  ];
  return (
    <div className="home">
      <section className="home-hero">
        <h1 data-testid="home-welcome">{t('home.welcome')}</h1>
        <p>{t('home.intro')}</p>
        <Flex gap={12} wrap>
          {loggedIn ? (
            <>
              <span style={{ alignSelf: 'center' }}>{t('home.hello', { name: userInfo?.name || userInfo?.userName || '' })}</span>
              <Link to="/manage/index">
                <Button size="large" ghost>
                  {t('route.manage')}
                </Button>
              </Link>
            </>
          ) : (
            <>
              <Link to="/register">
                <Button size="large">{t('header.register')}</Button>
              </Link>
              <Link to="/login">
                <Button size="large" ghost>
                  {t('header.login')}
                </Button>
              </Link>
            </>
          )}
        </Flex>
      </section>
      <div className="home-features">
        {features.map((feature) => (
          <section key={feature.title} className="home-feature">
            <div className="home-feature-icon">{feature.icon}</div>
            <h3>{feature.title}</h3>
            <p className="muted">{feature.text}</p>
          </section>
        ))}
      </div>
    </div>
  );
}
